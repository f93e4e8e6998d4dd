import type { SvgIconComponent } from '@mui/icons-material';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import PanToolOutlined from '@mui/icons-material/PanToolOutlined';
import { Avatar } from '@mui/material';
import type { Notification, NotificationType } from '@tradecircle/domain';
import { UserAvatar } from '../../shared/ui/user-avatar.tsx';

/**
 * Notifications about the user's own settings show what fired rather than a person: a price alert
 * (the user is its own actor) and a tripped copy stop (the expert is the actor, named in the text).
 */
const KIND_ICONS: Partial<
  Record<NotificationType, { Icon: SvgIconComponent; color: string; label: string }>
> = {
  copy_stopped: { Icon: PanToolOutlined, color: 'error.main', label: 'Copy stop' },
  price_alert: { Icon: NotificationsActiveOutlined, color: 'primary.main', label: 'Price alert' },
};

const SIZE = 40;

/** The picture beside a notification: its kind's icon where it has one, else the actor's avatar. */
export function NotificationAvatar({ notification }: { notification: Notification }) {
  const kind = KIND_ICONS[notification.notification_type];
  if (!kind)
    return <UserAvatar name={notification.follower_name} image={notification.follower_image} size={SIZE} />;
  const { Icon, color, label } = kind;
  return (
    <Avatar aria-label={label} role="img" sx={{ width: SIZE, height: SIZE, bgcolor: color }}>
      <Icon fontSize="small" />
    </Avatar>
  );
}
