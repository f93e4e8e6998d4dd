import CheckIcon from '@mui/icons-material/Check';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { Button, type ButtonProps } from '@mui/material';
import { useNavigate } from 'react-router';
import { notify } from '../../../shared/api/app-bridge.ts';
import { useSession } from '../../../shared/api/use-session.ts';
import { routeTo } from '../../../shared/routing/route-names.ts';
import type { FollowTarget } from '../follow-cache.ts';
import { useFollowToggle } from '../hooks.ts';
import { FOLLOW_MESSAGES } from '../messages.ts';

export interface FollowButtonProps {
  target: FollowTarget;
  isFollowed: boolean;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  /** No icon and a narrower minimum, for side columns. */
  compact?: boolean;
}

/**
 * Follow / Following (platform.md §4). A visitor is sent to login with 'Login to follow another
 * User'; one's own row shows no button. The name is part of the label, so a list's buttons differ.
 */
export function FollowButton({
  target,
  isFollowed,
  size = 'small',
  fullWidth,
  compact = false,
}: FollowButtonProps) {
  const { userId } = useSession();
  const viewerId = Number(userId ?? 0);
  const navigate = useNavigate();
  const toggle = useFollowToggle(viewerId, target);
  if (viewerId === target.user_id) return null;

  const handleClick = () => {
    if (!viewerId) {
      notify(FOLLOW_MESSAGES.loginToFollow, 'info');
      navigate(routeTo('login'));
      return;
    }
    toggle.mutate(!isFollowed);
  };
  const label = isFollowed ? 'Following' : 'Follow';
  return (
    <Button
      size={size}
      fullWidth={fullWidth}
      variant={isFollowed ? 'outlined' : 'contained'}
      disableElevation
      startIcon={compact ? undefined : isFollowed ? <CheckIcon /> : <PersonAddAlt1OutlinedIcon />}
      aria-label={`${label} ${target.name}`}
      aria-pressed={isFollowed}
      disabled={toggle.isBusy}
      onClick={handleClick}
      sx={{ flexShrink: 0, minWidth: compact ? 88 : 108, whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}
