import DeleteOutline from '@mui/icons-material/DeleteOutline';
import LinkIcon from '@mui/icons-material/Link';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Alert, AlertTitle, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { formatDate, type PortfolioReview } from '@tradecircle/domain';
import { type ChangeEvent, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { brokerName } from '../../broker/index.ts';
import { csvRefusal } from '../csv-refusal.ts';
import { useBrokerImport, useClearPortfolio, useImportCsv } from '../hooks.ts';
import { PORTFOLIO_TEXTS as TEXTS } from '../portfolio-texts.ts';

/** `Imported from Zerodha Kite on 30 Nov 2026`, or null before any import. */
function sourceLine(review: PortfolioReview): string | null {
  if (review.source === null) return null;
  const source =
    review.source === 'broker' ? brokerName(review.broker ?? '') || 'your broker' : TEXTS.sourceCsv;
  return TEXTS.sourceLine(source, review.imported_at ? formatDate(review.imported_at) : '—');
}

/**
 * The import card: Import from broker (the gateway window), Upload CSV (the file read as text in the
 * browser and posted), the format in a line, where the holdings came from, and Clear portfolio after a
 * confirmation. A refused file is listed row by row under the buttons: nothing was imported.
 */
export function ImportCard({ review }: { review: PortfolioReview }) {
  const brokerImport = useBrokerImport();
  const csvImport = useImportCsv();
  const clear = useClearPortfolio();
  const fileInput = useRef<HTMLInputElement>(null);
  const [isConfirming, setConfirming] = useState(false);
  const busy = brokerImport.isPending || csvImport.isPending || clear.isPending;
  const refusal = csvRefusal(csvImport.error);
  const source = sourceLine(review);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again once fixed.
    event.target.value = '';
    if (file) csvImport.mutate(file);
  };

  return (
    <Paper variant="outlined" component="section" aria-label={TEXTS.importHeading} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2">
              {TEXTS.importHeading}
            </Typography>
            {source && (
              <Typography variant="body2" color="text.secondary">
                {source}
              </Typography>
            )}
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1, flexShrink: 0 }}>
            <Button
              variant="contained"
              disableElevation
              startIcon={<LinkIcon />}
              disabled={busy}
              onClick={() => {
                csvImport.reset();
                brokerImport.mutate();
              }}
            >
              {brokerImport.isPending ? TEXTS.importingFromBroker : TEXTS.importFromBroker}
            </Button>
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              disabled={busy}
              onClick={() => fileInput.current?.click()}
            >
              {csvImport.isPending ? TEXTS.uploadingCsv : TEXTS.uploadCsv}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              aria-label={TEXTS.csvFileLabel}
              onChange={chooseFile}
              hidden
            />
            {review.source !== null && (
              <Button
                color="error"
                startIcon={<DeleteOutline />}
                disabled={busy}
                onClick={() => setConfirming(true)}
              >
                {TEXTS.clear}
              </Button>
            )}
          </Stack>
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p">
          {TEXTS.csvHelp} {review.source !== null && TEXTS.importReplaces}
        </Typography>
        {refusal && (
          <Alert
            severity="error"
            onClose={() => csvImport.reset()}
            sx={{ '& .MuiAlert-message': { minWidth: 0 } }}
          >
            <AlertTitle>{TEXTS.csvRefusedTitle}</AlertTitle>
            {refusal.message}
            {refusal.problems.length > 0 && (
              <Box
                component="ul"
                aria-label="Problems in the file"
                sx={{ m: 0, mt: 1, pl: 2.5, overflowWrap: 'anywhere' }}
              >
                {refusal.problems.map((problem) => (
                  <li key={`${problem.where} ${problem.message}`}>
                    <strong>{problem.where}:</strong> {problem.message}
                  </li>
                ))}
              </Box>
            )}
          </Alert>
        )}
      </Stack>
      {isConfirming && (
        <ConfirmDialog
          open
          title={TEXTS.clearTitle}
          text={TEXTS.clearText}
          confirmLabel={TEXTS.clear}
          isBusy={clear.isPending}
          onConfirm={() => clear.mutate(undefined, { onSettled: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        />
      )}
    </Paper>
  );
}
