import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';

/** A trade card's security follow: its name and icon, shared by the card's light button and the menu's. */
export const securityFollowLabel = (isFollowed: boolean, symbol: string) =>
  `${isFollowed ? 'Following' : 'Follow'} ${symbol}`;

export function SecurityFollowIcon({ isFollowed }: { isFollowed: boolean }) {
  return isFollowed ? (
    <PlaylistAddCheckIcon fontSize="small" color="primary" />
  ) : (
    <PlaylistAddIcon fontSize="small" />
  );
}
