import { NotificationFrameSchema } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { isNotificationFrame } from './notification-frame.ts';
import { makeFrame, makeNotification } from './test-fixtures.ts';

const frame = makeFrame(makeNotification(5), 3);
const withField = (key: string, value: unknown) => ({ ...frame, [key]: value });
const withNotification = (key: string, value: unknown) => ({
  ...frame,
  notification: { ...frame.notification, [key]: value },
});

/** Each case: a frame, and a name saying how it departs from a valid one. */
const cases: [string, unknown][] = [
  ['a frame as the server pushes it', frame],
  ['a frame with a field the client does not know', withField('sent_at', 1)],
  ['a notification with a field the client does not know', withNotification('extra', true)],
  [
    'a following_you with no trade and an image',
    {
      ...withNotification('trade', null),
      notification: {
        ...frame.notification,
        trade: null,
        notification_type: 'following_you',
        follower_image: '/media/a.png',
      },
    },
  ],
  [
    'a group notification',
    {
      ...frame,
      notification: {
        ...frame.notification,
        notification_type: 'group_join_request',
        group: 4,
        group_name: 'Alpha',
        group_request_status: 'Pending',
      },
    },
  ],
  [
    'a copy_stopped with no trade (issue 34, part 3)',
    {
      ...frame,
      notification: { ...frame.notification, notification_type: 'copy_stopped', trade: null },
    },
  ],
  [
    'a price_alert with no trade (issue 34, part 3)',
    {
      ...frame,
      notification: { ...frame.notification, notification_type: 'price_alert', trade: null },
    },
  ],
  ['another type of frame', withField('type', 'trades')],
  ['no unread count', withField('total_unread_count', undefined)],
  ['a text unread count', withField('total_unread_count', '3')],
  ['a fractional unread count', withField('total_unread_count', 1.5)],
  ['an unread count past safe integers', withField('total_unread_count', 2 ** 53)],
  ['no notification', withField('notification', undefined)],
  ['a notification that is an array', withField('notification', [frame.notification])],
  ['an unknown notification type', withNotification('notification_type', 'liked_your_trade')],
  ['a text id', withNotification('id', '5')],
  ['no text', withNotification('notification_text', undefined)],
  ['a numeric action time', withNotification('action_time', 5)],
  ['read as text', withNotification('read', 'false')],
  ['no follower name', withNotification('follower_name', undefined)],
  ['a numeric image', withNotification('follower_image', 5)],
  ['no user id', withNotification('user_id', undefined)],
  ['a text trade', withNotification('trade', '305')],
  ['no trade at all', withNotification('trade', undefined)],
  ['a text group', withNotification('group', '4')],
  ['a numeric group name', withNotification('group_name', 4)],
  ['no group request status', withNotification('group_request_status', undefined)],
  ['an unknown group request status', withNotification('group_request_status', 'pending')],
  ['a string', 'notification'],
  ['null', null],
];

describe('isNotificationFrame', () => {
  it.each(cases)('agrees with NotificationFrameSchema on %s', (_name, value) => {
    expect(isNotificationFrame(value)).toBe(NotificationFrameSchema.safeParse(value).success);
  });

  it('accepts the valid frames and refuses the others (the cases cover both)', () => {
    const accepted = cases.filter(([, value]) => isNotificationFrame(value)).map(([name]) => name);
    expect(accepted).toEqual([
      'a frame as the server pushes it',
      'a frame with a field the client does not know',
      'a notification with a field the client does not know',
      'a following_you with no trade and an image',
      'a group notification',
      'a copy_stopped with no trade (issue 34, part 3)',
      'a price_alert with no trade (issue 34, part 3)',
    ]);
  });
});
