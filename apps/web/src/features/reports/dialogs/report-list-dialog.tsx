import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  IconButton,
  Skeleton,
  Stack,
  Switch,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatDate, formatRupees, type StockReport } from '@tradecircle/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../shared/api/app-bridge.ts';
import { useIsLoggedIn } from '../../../shared/api/use-session.ts';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { useDownloadReport, useSetReportFree, useStockReports } from '../hooks.ts';
import { useReportCheckout } from '../report-checkout.ts';

export const REPORT_LIST_EMPTY_TEXT = 'Report List is Empty';
const LOGIN_REQUIRED_MESSAGE = 'Login required for following action';

interface ReportListDialogProps {
  open: boolean;
  onClose: () => void;
  stockId: number;
  stockName: string;
}

/** The reports of one stock: author, price, description, validity, Download/View or Buy, and the author's Free switch. */
export function ReportListDialog({ open, onClose, stockId, stockName }: ReportListDialogProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'));
  const reports = useStockReports(stockId, open);
  const checkout = useReportCheckout();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      // The provider's checkout opens above this dialog and needs the focus while it is up.
      disableEnforceFocus={checkout.buying?.phase === 'checkout'}
    >
      <DialogTitle sx={{ pr: 6 }}>
        Research reports · {stockName}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {reports.isPending ? (
          <Stack spacing={1.5} aria-busy="true">
            <Skeleton variant="rounded" height={96} />
            <Skeleton variant="rounded" height={96} />
          </Stack>
        ) : reports.isError ? (
          <Alert severity="error">The reports could not be loaded.</Alert>
        ) : reports.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {REPORT_LIST_EMPTY_TEXT}
          </Typography>
        ) : (
          <Stack component="ul" spacing={2} divider={<Divider />} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {reports.data.map((report) => (
              <ReportEntry
                key={report.id}
                report={report}
                onBuy={() => void checkout.buy(report)}
                isBuying={checkout.buying?.reportId === report.id}
                isAnyBuying={checkout.buying !== null}
              />
            ))}
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}

interface ReportEntryProps {
  report: StockReport;
  onBuy: () => void;
  isBuying: boolean;
  isAnyBuying: boolean;
}

/**
 * A free report downloads; a paid one is bought first (Buy), then it is the buyer's until it
 * expires (View), as it is its author's.
 */
function ReportEntry({ report, onBuy, isBuying, isAnyBuying }: ReportEntryProps) {
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const download = useDownloadReport();
  const setFree = useSetReportFree();
  // The author's choice, held in the click's own render until the server's answer and the refreshed
  // list replace it: reading the mutation's pending state instead let the controlled switch snap
  // back for a frame before the mutation re-rendered.
  const [requestedFree, setRequestedFree] = useState<boolean | null>(null);
  const hasDiscount = report.discount_price !== null && report.discount_price < report.price;
  const price = hasDiscount ? (report.discount_price ?? report.price) : report.price;
  const isOwned = report.is_author || Boolean(report.is_purchased);
  const canDownload = report.is_free || isOwned;
  const canView = isOwned || (report.is_free && report.is_downloaded);

  const signedIn = (then: () => void) => () => {
    if (!isLoggedIn) {
      notify(LOGIN_REQUIRED_MESSAGE, 'info');
      navigate(routeTo('login'));
      return;
    }
    then();
  };

  return (
    <Box component="li" aria-label={`Report by ${report.posted_by_name}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            Posted by
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{report.posted_by_name}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mt: 0.5, flexWrap: 'wrap' }}>
            <Typography
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
              data-testid="report-price"
            >
              {formatRupees(price)}
            </Typography>
            {hasDiscount && (
              <Typography
                component="s"
                variant="body2"
                color="text.secondary"
                aria-label={`was ${formatRupees(report.price)}`}
                sx={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {formatRupees(report.price)}
              </Typography>
            )}
            {report.is_free && <Chip size="small" color="success" label="Free" />}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Valid till {formatDate(report.valid_till)}
          </Typography>
        </Box>
        <Box sx={{ flex: 'none' }}>
          {canDownload ? (
            <Button
              variant="contained"
              onClick={signedIn(() => download.mutate(report.id))}
              loading={download.isPending}
            >
              {canView ? 'View' : 'Download'}
            </Button>
          ) : (
            <Button
              variant="contained"
              color="success"
              onClick={signedIn(onBuy)}
              loading={isBuying}
              disabled={isAnyBuying && !isBuying}
              aria-label={`Buy for ${formatRupees(price)}`}
            >
              Buy
            </Button>
          )}
        </Box>
      </Stack>
      {report.description && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {report.description}
        </Typography>
      )}
      {report.is_author && (
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Switch
              checked={requestedFree ?? report.is_free}
              disabled={requestedFree !== null}
              onChange={(_, checked) => {
                setRequestedFree(checked);
                setFree.mutate(
                  { reportId: report.id, isFree: checked },
                  { onSettled: () => setRequestedFree(null) },
                );
              }}
            />
          }
          label="Free to download"
        />
      )}
    </Box>
  );
}
