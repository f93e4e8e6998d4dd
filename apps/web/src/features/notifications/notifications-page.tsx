import DoneAll from '@mui/icons-material/DoneAll';
import {
  Alert,
  alpha,
  Box,
  Button,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  type Theme,
  Typography,
} from '@mui/material';
import { formatTradeTime, type Notification, PAGE_SIZE } from '@tradecircle/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTE_PATHS, routeTo } from '../../shared/routing/route-names.ts';
import { COPY_GUARDRAILS_PATH, useFiredAlertPath } from '../copy-guardrails/index.ts';
import { useTradeCardActions } from '../trades/index.ts';
import { FIRST_PAGE } from './cache.ts';
import {
  type GroupRequestAnswer,
  useAnswerGroupRequest,
  useMarkAllRead,
  useNotificationList,
  useReadNotification,
} from './hooks.ts';
import { NotificationAvatar } from './notification-avatar.tsx';

export const NOTIFICATIONS_HEADING = 'Notifications';
export const MARK_ALL_READ_LABEL = 'Mark all as read';
export const NO_NOTIFICATIONS_TEXT = 'There are no notifications at the moment';
export const SHOW_MORE_LABEL = 'Show more';
export const NOTIFICATIONS_FAILED = 'Your notifications could not be loaded.';
export const ACCEPT_REQUEST_LABEL = 'Accept';
export const DECLINE_REQUEST_LABEL = 'Decline';

/** A join request the admin can still answer from its notification. */
const isPendingRequest = (notification: Notification) =>
  notification.notification_type === 'group_join_request' &&
  notification.group_request_status === 'Pending' &&
  notification.group !== null;

/**
 * /notifications (platform.md §2): newest first, 10 at first and 10 more per 'show more'; unread
 * ones are marked; opening one marks it read and shows its trade in the trade dialog (or, for a new
 * follower, their profile; for a group notification without a trade, the group at /groups/{id}
 * while it exists; for a tripped copy stop, the copy guardrails; for a fired price alert, its
 * security's page); a pending join request offers Accept and Decline to the group's admin, which
 * also read it; Mark all as read clears the badge.
 */
export function NotificationsPage() {
  const [detailCount, setDetailCount] = useState<number>(FIRST_PAGE);
  const list = useNotificationList(detailCount);
  const read = useReadNotification();
  const markAll = useMarkAllRead();
  const answerRequest = useAnswerGroupRequest();
  const navigate = useNavigate();
  const { openDetail } = useTradeCardActions();
  const firedAlertPath = useFiredAlertPath();
  const answer = list.data;
  const unread = answer?.total_unread_count ?? 0;

  const open = (notification: Notification) => {
    if (!notification.read) read.mutate(notification.id);
    if (notification.trade !== null) openDetail(notification.trade);
    else if (notification.notification_type === 'payment_received') navigate(ROUTE_PATHS.transactions);
    else if (notification.notification_type === 'copy_stopped') navigate(COPY_GUARDRAILS_PATH);
    else if (notification.notification_type === 'price_alert')
      void firedAlertPath(notification).then((path) => navigate(path));
    else if (notification.notification_type === 'following_you')
      navigate(routeTo('OthersProfilePage', { id: notification.user_id, name: notification.follower_name }));
    else if (notification.group !== null && notification.group_name !== null)
      navigate(routeTo('GroupDetails', { id: notification.group }));
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
                    onAnswer={(accept) => answerRequest.mutate({ notification, accept })}
                    answering={
                      answerRequest.isPending && answerRequest.variables?.notification.id === notification.id
                        ? answerRequest.variables
                        : undefined
                    }
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
    </Box>
  );
}

interface NotificationItemProps {
  notification: Notification;
  hasDivider: boolean;
  onOpen: () => void;
  /** Answers a pending join request (true: accept). */
  onAnswer: (accept: boolean) => void;
  /** The answer being sent for this notification, if any. */
  answering: GroupRequestAnswer | undefined;
}

function NotificationItem({ notification, hasDivider, onOpen, onAnswer, answering }: NotificationItemProps) {
  const isUnread = !notification.read;
  const tint = (theme: Theme) => (isUnread ? alpha(theme.palette.primary.main, 0.06) : undefined);
  const answered =
    notification.notification_type === 'group_join_request' && notification.group_request_status !== 'Pending'
      ? notification.group_request_status
      : null;
  const item = (
    <ListItemButton
      onClick={onOpen}
      divider={hasDivider && !isPendingRequest(notification)}
      aria-label={`${isUnread ? 'Unread: ' : ''}${notification.notification_text}`}
      data-unread={isUnread || undefined}
      sx={{
        alignItems: 'flex-start',
        py: 1.5,
        gap: 0.5,
        // Unread: a tint of the brand colour, the bold text and the dot.
        bgcolor: tint,
        '&:hover': { bgcolor: (theme) => alpha(theme.palette.primary.main, isUnread ? 0.1 : 0.04) },
      }}
    >
      <ListItemAvatar sx={{ mt: 0.25 }}>
        <NotificationAvatar notification={notification} />
      </ListItemAvatar>
      <ListItemText
        primary={notification.notification_text}
        secondary={
          <>
            <time dateTime={notification.action_time}>{formatTradeTime(notification.action_time)}</time>
            {answered && ` · Request ${answered}`}
          </>
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
  if (!isPendingRequest(notification)) return item;
  // The answer buttons sit below the item, not inside it (no button within a button).
  return (
    <ListItem disablePadding divider={hasDivider} sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
      {item}
      <Stack
        direction="row"
        spacing={1}
        role="group"
        aria-label={`Answer ${notification.follower_name}'s request`}
        sx={{ pl: 9, pr: 2, pb: 1.5, bgcolor: tint }}
      >
        <Button
          size="small"
          variant="contained"
          onClick={() => onAnswer(true)}
          disabled={answering !== undefined}
          loading={answering?.accept === true}
        >
          {ACCEPT_REQUEST_LABEL}
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => onAnswer(false)}
          disabled={answering !== undefined}
          loading={answering?.accept === false}
        >
          {DECLINE_REQUEST_LABEL}
        </Button>
      </Stack>
    </ListItem>
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
