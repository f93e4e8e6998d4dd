import { Avatar } from '@mui/material';
import { personInitials } from './person-name.ts';

export interface UserAvatarProps {
  name: string;
  image: string | null | undefined;
  size?: number;
}

/** The user's picture, or up to two initials of their name. */
export function UserAvatar({ name, image, size = 36 }: UserAvatarProps) {
  return (
    <Avatar
      src={image ?? undefined}
      alt={image ? name : undefined}
      sx={{ width: size, height: size, fontSize: size * 0.4, fontWeight: 700, bgcolor: 'secondary.main' }}
    >
      {personInitials(name)}
    </Avatar>
  );
}
