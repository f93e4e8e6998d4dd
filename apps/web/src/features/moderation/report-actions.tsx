import type { Comment } from '@tradecircle/domain';
import { useIsLoggedIn, useSession } from '../../shared/api/use-session.ts';
import { ReportBlockMenu } from './report-block-menu.tsx';

/** The comment card's menu (trades.md §2): for signed-in users, hidden on one's own comments. */
export function CommentReportActions({ comment, isOwn }: { comment: Comment; isOwn: boolean }) {
  const isLoggedIn = useIsLoggedIn();
  if (isOwn || !isLoggedIn) return null;
  const { user_data: author } = comment;
  return (
    <ReportBlockMenu profileId={author.id} name={author.name} label={`Comment actions for ${author.name}`} />
  );
}

export interface ProfileReportMenuProps {
  /** The profile's user id (to leave the menu off one's own profile). */
  userId: number;
  /** The PROFILE id reported. */
  profileId: number;
  name: string;
}

/**
 * The menu on another user's profile; nothing for visitors or on one's own profile. It pushes itself
 * to the end of the row it is put in (the profile card's name row).
 */
export function ProfileReportMenu({ userId, profileId, name }: ProfileReportMenuProps) {
  const isLoggedIn = useIsLoggedIn();
  const session = useSession();
  if (!isLoggedIn || String(userId) === session.userId) return null;
  return (
    <ReportBlockMenu
      profileId={profileId}
      name={name}
      label={`Profile actions for ${name}`}
      size="medium"
      sx={{ ml: 'auto !important' }}
    />
  );
}
