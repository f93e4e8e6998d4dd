import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Chip,
  type ChipProps,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { PaymentInfo } from '@tradecircle/domain';
import { usePaymentInfo } from '../../payments/index.ts';

const STATUS_COLORS: Record<PaymentInfo['verification_status'], ChipProps['color']> = {
  Pending: 'warning',
  Verified: 'success',
  Rejected: 'error',
};

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 150px) minmax(0, 1fr)', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

function AccountDetails({ info, onEdit }: { info: PaymentInfo; onEdit: () => void }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">Verification</Typography>
        <Chip size="small" color={STATUS_COLORS[info.verification_status]} label={info.verification_status} />
      </Stack>
      {info.verification_status === 'Rejected' && info.remark && (
        <Alert severity="error">{info.remark}</Alert>
      )}
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Row label="Account holder" value={info.account_holder_name} />
        <Row label="Bank" value={info.bank_name} />
        <Row label="Account number" value={info.account_number} />
        <Row label="IFSC" value={info.ifsc_code} />
        <Row label="PAN" value={info.pan_number} />
        <Row label="GST" value={info.gst_number} />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Numbers are shown masked.{' '}
        {info.verification_status === 'Verified'
          ? 'Verified details cannot be changed.'
          : 'They can be changed until they are verified.'}
      </Typography>
      {info.verification_status !== 'Verified' && (
        <Button variant="outlined" onClick={onEdit} sx={{ alignSelf: 'flex-start' }}>
          Edit payout information
        </Button>
      )}
    </Stack>
  );
}

/** The expert's payout account, read-only, as the server shows it (masked numbers). */
export function AccountInfoDialog({
  open,
  onClose,
  onEdit,
}: {
  open: boolean;
  onClose: () => void;
  /** Opens the payout form (while the information is Pending or Rejected). */
  onEdit: () => void;
}) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'));
  const info = usePaymentInfo(open);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" fullScreen={isPhone}>
      <DialogTitle sx={{ pr: 6 }}>
        Account Info
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {info.isPending ? (
          <Stack spacing={1} aria-busy="true" aria-label="Loading account info">
            <Skeleton />
            <Skeleton />
            <Skeleton />
          </Stack>
        ) : info.isError ? (
          <Alert severity="error">The account information could not be loaded.</Alert>
        ) : info.data.payment_info ? (
          <AccountDetails info={info.data.payment_info} onEdit={onEdit} />
        ) : (
          <Typography color="text.secondary">No payout account has been saved yet.</Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}
