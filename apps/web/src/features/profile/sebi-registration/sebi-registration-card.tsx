import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import {
  formatDate,
  indiaIsoDate,
  isSebiRegistrationExpired,
  type SebiRegistration,
} from '@tradecircle/domain';
import { lazy, useId, useState } from 'react';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import {
  SEBI_REGISTRATION_COPY,
  SEBI_REGISTRATION_TITLE,
  SEBI_USER_TYPE_LABELS,
  SEBI_VERIFICATION_LABELS,
  sebiRejectedLabel,
} from './copy.ts';
import { useSebiRegistration } from './hooks.ts';
import { RemoveSebiRegistrationDialog } from './remove-sebi-registration-dialog.tsx';

// The form (react-hook-form, zod) is fetched when it is first opened, not with the profile.
const SebiRegistrationDialog = lazy(() =>
  withTimeout(import('./sebi-registration-dialog.tsx')).then((m) => ({ default: m.SebiRegistrationDialog })),
);

type OpenDialog = 'form' | 'remove' | null;

/**
 * The signed-in user's SEBI registration on their own profile: an explanation and Add when none
 * is recorded; else its type, number, validity and verification, with Edit and Remove.
 */
export function SebiRegistrationCard({ userId, hidden = false }: { userId: number; hidden?: boolean }) {
  const titleId = useId();
  const query = useSebiRegistration(userId);
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const registration = query.data?.sebi_registration ?? null;
  const close = () => setOpenDialog(null);

  return (
    <Box hidden={hidden}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={titleId}
        aria-busy={query.isFetching}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            {SEBI_REGISTRATION_TITLE}
          </Typography>
          {registration && (
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<EditOutlinedIcon />}
                onClick={() => setOpenDialog('form')}
              >
                Edit
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setOpenDialog('remove')}
              >
                Remove
              </Button>
            </Stack>
          )}
        </Stack>
        <CardBody query={query} onAdd={() => setOpenDialog('form')} />
      </Paper>
      <OnceOpened open={openDialog === 'form'}>
        <SebiRegistrationDialog
          open={openDialog === 'form'}
          onClose={close}
          userId={userId}
          registration={registration}
        />
      </OnceOpened>
      <RemoveSebiRegistrationDialog open={openDialog === 'remove'} onClose={close} userId={userId} />
    </Box>
  );
}

function CardBody({ query, onAdd }: { query: ReturnType<typeof useSebiRegistration>; onAdd: () => void }) {
  if (query.isPending) {
    return <Skeleton variant="rounded" height={72} aria-label="Loading SEBI registration" />;
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {SEBI_REGISTRATION_COPY.loadFailed}
      </Alert>
    );
  }
  const registration = query.data.sebi_registration;
  if (registration)
    return <RecordedRegistration registration={registration} remark={query.data.remark ?? null} />;
  // What a registration does first, then the button: on a phone the two stack in reading order.
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        {SEBI_REGISTRATION_COPY.explanation}
      </Typography>
      <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
        {SEBI_REGISTRATION_COPY.add}
      </Button>
    </Stack>
  );
}

function RecordedRegistration({
  registration,
  remark,
}: {
  registration: SebiRegistration;
  /** Compliance's remark when it rejected the registration. */
  remark: string | null;
}) {
  const validUntil = registration.valid_until;
  const isExpired = isSebiRegistrationExpired(validUntil, indiaIsoDate(Date.now()));
  const isVerified = registration.verification === 'verified';
  const isRejected = registration.verification === 'rejected';
  const rows: [string, string, boolean?][] = [
    ['Type', SEBI_USER_TYPE_LABELS[registration.sebi_user_type]],
    ['Registration number', registration.sebi_registration_num],
    [
      'Valid until',
      validUntil === null
        ? 'Not recorded'
        : isExpired
          ? `Expired on ${formatDate(validUntil)}`
          : formatDate(validUntil),
      isExpired,
    ],
  ];
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        variant="outlined"
        color={isVerified ? 'success' : isRejected ? 'error' : 'warning'}
        icon={isVerified ? <VerifiedUserOutlinedIcon /> : <InfoOutlinedIcon />}
        label={
          isRejected && remark
            ? sebiRejectedLabel(remark)
            : SEBI_VERIFICATION_LABELS[registration.verification]
        }
        // The label is long for a phone: let it wrap instead of cutting it off.
        sx={{ height: 'auto', maxWidth: '100%', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
      />
      <Box
        component="dl"
        sx={{
          m: 0,
          width: '100%',
          display: 'grid',
          gridTemplateColumns: { xs: 'auto 1fr', sm: 'repeat(3, auto)' },
          gridAutoFlow: { xs: 'row', sm: 'column' },
          gridTemplateRows: { sm: 'auto auto' },
          justifyContent: { sm: 'start' },
          columnGap: { xs: 2, sm: 5 },
          rowGap: { xs: 0.75, sm: 0.25 },
        }}
      >
        {rows.map(([label, value, isWarning]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              color={isWarning ? 'error' : 'text.primary'}
              sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
