import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatTradeTime, type UserDetail } from '@tradecircle/domain';
import { useId, useState } from 'react';
import { useAdminMe } from '../hooks.ts';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { useUserDetail } from './hooks.ts';
import { MergeUsersDialog } from './merge-users-dialog.tsx';

export const USER_DETAIL_TEXTS = {
  failed: 'The user could not be loaded.',
  merge: 'Merge profiles',
  delete: 'Delete account',
  deleted: 'Deleted',
  suspended: 'Suspended',
  superuser: 'Super admin',
  noProfile: 'No profile yet',
} as const;

const COUNT_LABELS: [keyof UserDetail['counts'], string][] = [
  ['trades', 'Trades'],
  ['followers', 'Followers'],
  ['following', 'Following'],
  ['groups_owned', 'Groups owned'],
  ['memberships', 'Memberships'],
  ['payments', 'Payments'],
];

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

function DetailBody({ user }: { user: UserDetail }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar src={user.profile?.profile_image ?? undefined} alt="" />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1">{user.profile?.name ?? USER_DETAIL_TEXTS.noProfile}</Typography>
          <Typography variant="caption" color="text.secondary">
            User {user.id}
            {user.profile ? ` · profile ${user.profile.id}` : ''}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {user.is_deleted && <Chip size="small" color="default" label={USER_DETAIL_TEXTS.deleted} />}
        {user.suspended && <Chip size="small" color="error" label={USER_DETAIL_TEXTS.suspended} />}
        {user.is_superuser && <Chip size="small" color="primary" label={USER_DETAIL_TEXTS.superuser} />}
        {user.profile?.is_sebi_registered && <Chip size="small" label="SEBI registered" />}
        <Chip
          size="small"
          variant="outlined"
          label={user.profile?.show_in_group ? 'Shown in groups' : 'Hidden from groups'}
        />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5 }}>
        <Field label="Phone" value={user.phone ?? '—'} />
        <Field label="Email" value={user.email ?? '—'} />
        <Field label="Joined" value={formatTradeTime(user.created_at)} />
        <Field label="Verified" value={user.is_verified ? 'Yes' : 'No'} />
        {user.suspended && (
          <Field
            label="Suspended until"
            value={user.suspended.until ? formatTradeTime(user.suspended.until) : 'Permanently'}
          />
        )}
        {user.deleted_at && <Field label="Deleted" value={formatTradeTime(user.deleted_at)} />}
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5, m: 0 }}
      >
        {COUNT_LABELS.map(([key, label]) => (
          <Box key={key}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {user.counts[key]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

/** A user's detail (the spec's user_detail), with Merge profiles and Delete account for super admins. */
export function UserDetailDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const detail = useUserDetail(userId);
  const me = useAdminMe();
  const [acting, setActing] = useState<'merge' | 'delete' | null>(null);
  const user = detail.data?.user_detail;
  const canAct = Boolean(me.data?.is_superuser) && user !== undefined && !user.is_deleted;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{user?.profile?.name ?? `User ${userId}`}</DialogTitle>
      <DialogContent>
        {detail.isPending ? (
          <Stack spacing={1} aria-busy="true">
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={120} />
          </Stack>
        ) : detail.isError || !user ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
                Retry
              </Button>
            }
          >
            {USER_DETAIL_TEXTS.failed}
          </Alert>
        ) : (
          <DetailBody user={user} />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canAct && (
          <>
            <Button color="warning" onClick={() => setActing('merge')}>
              {USER_DETAIL_TEXTS.merge}
            </Button>
            <Button color="error" onClick={() => setActing('delete')}>
              {USER_DETAIL_TEXTS.delete}
            </Button>
          </>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {acting === 'merge' && <MergeUsersDialog userId={userId} onClose={() => setActing(null)} />}
      {acting === 'delete' && user && (
        <DeleteUserDialog
          userId={userId}
          name={user.profile?.name ?? `User ${userId}`}
          onClose={() => setActing(null)}
        />
      )}
    </Dialog>
  );
}
