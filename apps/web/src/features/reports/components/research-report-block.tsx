import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { formatRupees } from '@tradecircle/domain';
import { lazy, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useIsLoggedIn, useSession } from '../../../shared/api/use-session.ts';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { useProfileDetails } from '../../trades/index.ts';
import { ADD_SEBI_REGISTRATION_LABEL, REGISTER_TO_UPLOAD_TEXT } from '../report-texts.ts';

// Loaded when first opened: the upload form (react-hook-form, zod) is not part of the security page.
const AddStockReportDialog = lazy(() =>
  withTimeout(import('../dialogs/add-stock-report-dialog.tsx')).then((m) => ({
    default: m.AddStockReportDialog,
  })),
);
const ReportListDialog = lazy(() =>
  withTimeout(import('../dialogs/report-list-dialog.tsx')).then((m) => ({ default: m.ReportListDialog })),
);

export interface ResearchReportSecurity {
  id: number;
  name: string;
  symbol: string;
  exchange?: string;
  is_report_available: boolean;
  minimum_stock_price: number | null;
}

/** The spec sentence (trades.md §2); formatRupees already carries the ₹ sign. */
export function reportOfferText(minimumPrice: number): string {
  return `Download Stock Research Report starting from ${formatRupees(minimumPrice)} only`;
}

/**
 * The security page's report block (trades.md §2). With a report: the offer and Explore. Without:
 * Upload for SEBI-registered users (their profile says so), a note on how to register for other
 * signed-in users (instead of a form the server would refuse), nothing for visitors. `onChanged`
 * lets the page refetch after an upload.
 */
export function ResearchReportBlock({
  security,
  onChanged,
}: {
  security: ResearchReportSecurity;
  onChanged?: () => void;
}) {
  const isLoggedIn = useIsLoggedIn();
  const viewerId = Number(useSession().userId ?? 0);
  const me = useProfileDetails(viewerId, viewerId, isLoggedIn && viewerId > 0);
  const canUpload = isLoggedIn && me.data?.is_sebi_registered === true;
  const [isListOpen, setIsListOpen] = useState(false);
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  // Shown until the page's own data catches up with the upload.
  const [uploadedPrice, setUploadedPrice] = useState<number | null>(null);

  const prices = [security.is_report_available ? security.minimum_stock_price : null, uploadedPrice].filter(
    (price): price is number => price !== null,
  );
  const minimum = prices.length ? Math.min(...prices) : null;
  // Without a report there is something to say only to a signed-in user whose profile has arrived.
  if (minimum === null && !(isLoggedIn && me.data)) return null;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Stock research report">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <DescriptionOutlinedIcon color="primary" />
        <Typography sx={{ flex: 1 }}>
          {minimum === null ? 'No research report for this stock yet.' : reportOfferText(minimum)}
        </Typography>
        {minimum === null ? (
          canUpload && (
            <Button variant="contained" onClick={() => setIsUploadOpen(true)}>
              Upload
            </Button>
          )
        ) : (
          <Button variant="contained" onClick={() => setIsListOpen(true)}>
            Explore
          </Button>
        )}
      </Stack>
      {minimum === null && !canUpload && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mt: 1.5, alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {REGISTER_TO_UPLOAD_TEXT}
          </Typography>
          <Button
            component={RouterLink}
            to={routeTo('ProfilePage')}
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {ADD_SEBI_REGISTRATION_LABEL}
          </Button>
        </Stack>
      )}
      {minimum !== null && (
        <OnceOpened open={isListOpen}>
          <ReportListDialog
            open={isListOpen}
            onClose={() => setIsListOpen(false)}
            stockId={security.id}
            stockName={security.name}
          />
        </OnceOpened>
      )}
      {canUpload && (
        <OnceOpened open={isUploadOpen}>
          <AddStockReportDialog
            open={isUploadOpen}
            onClose={() => setIsUploadOpen(false)}
            stock={{
              id: security.id,
              name: security.name,
              symbol: security.symbol,
              exchange: security.exchange ?? '',
            }}
            onUploaded={(price) => {
              setUploadedPrice(price);
              onChanged?.();
            }}
          />
        </OnceOpened>
      )}
    </Paper>
  );
}
