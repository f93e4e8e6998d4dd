import DoneAll from '@mui/icons-material/DoneAll';
import {
  Alert,
  alpha,
  Box,
  Button,
  List,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { formatTimestamp, type Notification, PAGE_SIZE } from '@tradecircle/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { routeTo } from '../../app/route-names.ts';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import { useTradeCardActions } from '../trades/pages/use-trade-card-actions.tsx';
import { FIRST_PAGE } from './cache.ts';
import { useMarkAllRead, useNotificationList, useReadNotification } from './hooks.ts';

export const NOTIFICATIONS_HEADING = 'Notifications';
export const MARK_ALL_READ_LABEL = 'Mark all as read';
export const NO_NOTIFICATIONS_TEXT = 'There are no notifications at the moment';
export const SHOW_MORE_LABEL = 'Show more';
export const NOTIFICATIONS_FAILED = 'Your notifications could not be loaded.';

/**
 * /notifications (platform.md §2): newest first, 10 at first and 10 more per 'show more'; unread
 * ones are marked; opening one marks it read and shows its trade in the trade dialog (or, for a new
 * follower, their profile); Mark all as read clears the badge.
 */
export function NotificationsPage() {
  const [detailCount, setDetailCount] = useState<number>(FIRST_PAGE);
  const list = useNotificationList(detailCount);
  const read = useReadNotification();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const { openDetail, dialogs } = useTradeCardActions();
  const answer = list.data;
  const unread = answer?.total_unread_count ?? 0;

  const open = (notification: Notification) => {
    if (!notification.read) read.mutate(notification.id);
    if (notification.trade !== null) openDetail(notification.trade);
    else if (notification.notification_type === 'following_you')
      navigate(routeTo('OthersProfilePage', { id: notification.user_id, name: notification.follower_name }));
  };

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1">
          {NOTIFICATIONS_HEADING}
        </Typography>
        <Button
          startIcon={<DoneAll />}
          onClick={() => markAll.mutate()}
          disabled={unread === 0}
          loading={markAll.isPending}
          // Beside the heading on a phone too: the icon goes below 600 px.
          sx={{ flexShrink: 0, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
        >
          {MARK_ALL_READ_LABEL}
        </Button>
      </Stack>

      {answer ? (
        answer.results.length === 0 ? (
          <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
            <Typography color="text.secondary">{NO_NOTIFICATIONS_TEXT}</Typography>
          </Paper>
        ) : (
          <>
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <List disablePadding aria-label={NOTIFICATIONS_HEADING}>
                {answer.results.map((notification, index) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    hasDivider={index < answer.results.length - 1}
                    onOpen={() => open(notification)}
                  />
                ))}
              </List>
            </Paper>
            {answer.results.length < answer.count && (
              <Box sx={{ mt: 2, textAlign: 'center' }}>
                <Button
                  variant="outlined"
                  onClick={() => setDetailCount(detailCount + PAGE_SIZE.notificationsStep)}
                  loading={list.isPlaceholderData && list.isFetching}
                >
                  {SHOW_MORE_LABEL}
                </Button>
              </Box>
            )}
            {list.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {NOTIFICATIONS_FAILED}
              </Alert>
            )}
          </>
        )
      ) : list.isError ? (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={() => list.refetch()} loading={list.isFetching}>
              Retry
            </Button>
          }
        >
          {NOTIFICATIONS_FAILED}
        </Alert>
      ) : (
        <NotificationsSkeleton />
      )}
      {dialogs}
    </Box>
  );
}

interface NotificationItemProps {
  notification: Notification;
  hasDivider: boolean;
  onOpen: () => void;
}

function NotificationItem({ notification, hasDivider, onOpen }: NotificationItemProps) {
  const isUnread = !notification.read;
  return (
    <ListItemButton
      onClick={onOpen}
      divider={hasDivider}
      aria-label={`${isUnread ? 'Unread: ' : ''}${notification.notification_text}`}
      data-unread={isUnread || undefined}
      sx={{
        alignItems: 'flex-start',
        py: 1.5,
        gap: 0.5,
        // Unread: a tint of the brand colour, the bold text and the dot.
        bgcolor: (theme) => (isUnread ? alpha(theme.palette.primary.main, 0.06) : undefined),
        '&:hover': { bgcolor: (theme) => alpha(theme.palette.primary.main, isUnread ? 0.1 : 0.04) },
      }}
    >
      <ListItemAvatar sx={{ mt: 0.25 }}>
        <UserAvatar name={notification.follower_name} image={notification.follower_image} size={40} />
      </ListItemAvatar>
      <ListItemText
        primary={notification.notification_text}
        secondary={
          <time dateTime={notification.action_time}>{formatTimestamp(notification.action_time)}</time>
        }
        slotProps={{
          primary: { sx: { fontWeight: isUnread ? 600 : 400, overflowWrap: 'anywhere' } },
        }}
        sx={{ my: 0 }}
      />
      {isUnread && (
        <Box
          aria-hidden
          sx={{ width: 10, height: 10, mt: 1, flexShrink: 0, borderRadius: '50%', bgcolor: 'primary.main' }}
        />
      )}
    </ListItemButton>
  );
}

function NotificationsSkeleton() {
  return (
    <Paper variant="outlined" aria-busy="true" aria-label="Loading notifications">
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Stack key={index} direction="row" spacing={2} sx={{ p: 2, alignItems: 'center' }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="80%" />
            <Skeleton variant="text" width="30%" />
          </Box>
        </Stack>
      ))}
    </Paper>
  );
}
