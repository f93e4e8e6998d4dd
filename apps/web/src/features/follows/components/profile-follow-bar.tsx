import { Button, Stack } from '@mui/material';
import { formatIndianNumber, type ProfileDetails } from '@tradecircle/domain';
import { lazy, type ReactNode, useState } from 'react';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import type { FollowListKind } from '../api.ts';
import { FollowButton } from './follow-button.tsx';

// Loaded when a count is first pressed: the dialog brings MUI Dialog, Tabs' lists and a search field.
const FollowListDialog = lazy(() =>
  withTimeout(import('./follow-list-dialog.tsx')).then((m) => ({ default: m.FollowListDialog })),
);

/**
 * A profile's follower and following counts, each opening the list, and on another user's profile
 * the Follow / Following button (visitors are sent to login), with `action` beside it (the copy settings).
 */
export function ProfileFollowBar({
  profile,
  isOwn,
  action,
}: {
  profile: ProfileDetails;
  isOwn: boolean;
  action?: ReactNode;
}) {
  // Each opening mounts the dialog afresh on the chosen tab; closing keeps it, so it animates out.
  const [list, setList] = useState({ kind: 'followers' as FollowListKind, isOpen: false, opening: 0 });
  const openList = (kind: FollowListKind) =>
    setList((last) => ({ kind, isOpen: true, opening: last.opening + 1 }));
  const counts: [FollowListKind, number, string][] = [
    ['followers', profile.followers_count, profile.followers_count === 1 ? 'Follower' : 'Followers'],
    ['following', profile.following_count, 'Following'],
  ];
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      {counts.map(([kind, count, label]) => (
        <Button
          key={kind}
          size="small"
          color="inherit"
          onClick={() => openList(kind)}
          aria-haspopup="dialog"
          sx={{
            px: 1,
            ml: -1,
            textTransform: 'none',
            fontWeight: 400,
            fontSize: 'body2.fontSize',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {/* One span: a flex button would drop the space between the number and the label. */}
          <span>
            <strong>{formatIndianNumber(count, 0)}</strong> {label}
          </span>
        </Button>
      ))}
      {!isOwn && (
        <FollowButton
          target={{ user_id: profile.user_id, name: profile.name }}
          isFollowed={profile.is_followed}
          size="medium"
        />
      )}
      {action}
      <OnceOpened open={list.isOpen}>
        <FollowListDialog
          key={list.opening}
          open={list.isOpen}
          onClose={() => setList((last) => ({ ...last, isOpen: false }))}
          userId={profile.user_id}
          name={profile.name}
          initialKind={list.kind}
        />
      </OnceOpened>
    </Stack>
  );
}
