import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { formatRupees } from '@tradecircle/domain';
import { lazy, useState } from 'react';
import { useIsLoggedIn } from '../../../api/use-session.ts';
import { withTimeout } from '../../../app/lazy-page.ts';
import { OnceOpened } from '../../../app/once-opened.tsx';

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
 * Upload for signed-in users (the SEBI flag is not stored locally, so the server's 403 tells
 * unregistered users why), nothing for visitors. `onChanged` lets the page refetch after an upload.
 */
export function ResearchReportBlock({
  security,
  onChanged,
}: {
  security: ResearchReportSecurity;
  onChanged?: () => void;
}) {
  const isLoggedIn = useIsLoggedIn();
  const [isListOpen, setIsListOpen] = useState(false);
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  // Shown until the page's own data catches up with the upload.
  const [uploadedPrice, setUploadedPrice] = useState<number | null>(null);

  const prices = [security.is_report_available ? security.minimum_stock_price : null, uploadedPrice].filter(
    (price): price is number => price !== null,
  );
  const minimum = prices.length ? Math.min(...prices) : null;
  if (minimum === null && !isLoggedIn) return null;

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
          <Button variant="contained" onClick={() => setIsUploadOpen(true)}>
            Upload
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setIsListOpen(true)}>
            Explore
          </Button>
        )}
      </Stack>
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
      {isLoggedIn && (
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
