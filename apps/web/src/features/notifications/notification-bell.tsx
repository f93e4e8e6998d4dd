import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { Badge, IconButton } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../shared/api/use-session.ts';
import { routeTo } from '../../shared/routing/route-names.ts';
import { useUnreadCount } from './hooks.ts';
import { useLiveNotifications } from './use-live-notifications.ts';

/** Shown as 99+ past this. */
const MAX_BADGE = 99;

/** The bell's accessible name, which says the count: 'Notifications, 3 unread'. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * The top bar's bell for a signed-in user: the unread count (total_unread_count) as a badge, a link
 * to /notifications, and the live socket's notification frames (snackbar, badge at once).
 */
export function NotificationBell() {
  const { userId } = useSession();
  useLiveNotifications(userId);
  const unread = useUnreadCount();
  return (
    <IconButton
      component={RouterLink}
      to={routeTo('notifications')}
      aria-label={bellLabel(unread)}
      color="primary"
    >
      <Badge badgeContent={unread} max={MAX_BADGE} color="error">
        <NotificationsNoneOutlined />
      </Badge>
    </IconButton>
  );
}
