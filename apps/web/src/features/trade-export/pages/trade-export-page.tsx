import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import {
  Alert,
  Button,
  Container,
  LinearProgress,
  Paper,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { cappedNote, formatIndianNumber } from '@tradecircle/domain';
import { useState } from 'react';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import type { ExportFormat } from '../api.ts';
import { ExportFilterBar } from '../components/export-filter-bar.tsx';
import { ExportRowsCards, ExportRowsTable } from '../components/export-rows.tsx';
import { ExportFigures, ExportTotals } from '../components/export-summary.tsx';
import type { PeriodPreset } from '../date-presets.ts';
import { type ExportFilters, exportQuery, initialFilters, withPreset } from '../export-filters.ts';
import { useDownloadTradeExport, useTradeExportPreview } from '../hooks.ts';

export const TRADE_EXPORT_HEADING = 'Download trades';
export const NO_MATCHING_TRADES = 'No trades match these filters';
export const PREVIEW_FAILED = 'The preview could not be loaded.';
export const DOWNLOAD_CSV = 'Download CSV';
export const DOWNLOAD_PDF = 'Download PDF statement';

/**
 * /Download-Trade: one's own trades (posted and copied) for a period, filtered by kind, status and
 * side; a preview of what the files will hold (the count, the totals, the track record's figures
 * over the period, the first rows) and the two downloads, CSV and a PDF statement.
 */
export function TradeExportPage() {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [filters, setFilters] = useState<ExportFilters>(() => initialFilters(new Date()));
  const query = exportQuery(filters);
  const preview = useTradeExportPreview(query);
  const download = useDownloadTradeExport();
  const data = query ? preview.data : undefined;
  const canDownload = query !== null && data !== undefined && data.count > 0 && !preview.isPlaceholderData;

  const choosePreset = (preset: PeriodPreset) =>
    setFilters((current) => withPreset(current, preset, new Date()));
  const start = (format: ExportFormat) => query && download.mutate({ format, query });
  const pendingFormat = download.isPending ? download.variables?.format : undefined;

  return (
    <Container maxWidth="lg" disableGutters>
      <Typography variant="h5" component="h1">
        {TRADE_EXPORT_HEADING}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Your own trades, posted and copied, as a CSV file or as a PDF statement with your track record over
        the period.
      </Typography>

      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
        <ExportFilterBar filters={filters} onChange={setFilters} onPreset={choosePreset} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2.5 }}>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={!canDownload || download.isPending}
            loading={pendingFormat === 'csv'}
            onClick={() => start('csv')}
            fullWidth={isPhone}
          >
            {DOWNLOAD_CSV}
          </Button>
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfOutlinedIcon />}
            disabled={!canDownload || download.isPending}
            loading={pendingFormat === 'pdf'}
            onClick={() => start('pdf')}
            fullWidth={isPhone}
          >
            {DOWNLOAD_PDF}
          </Button>
        </Stack>
      </Paper>

      <Paper
        variant="outlined"
        sx={{ p: { xs: 1.5, md: 2 }, mt: 2, position: 'relative' }}
        aria-busy={preview.isFetching}
        aria-labelledby="trade-export-preview"
        component="section"
      >
        {preview.isFetching && data && (
          <LinearProgress
            sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
            aria-label="Updating preview"
          />
        )}
        <Typography id="trade-export-preview" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Preview
        </Typography>
        {!query ? (
          <Typography color="text.secondary">
            Choose a valid period to see what the files will hold.
          </Typography>
        ) : preview.isPending ? (
          <Stack spacing={1} aria-label="Loading preview">
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="rounded" height={160} />
          </Stack>
        ) : preview.isError && (!data || preview.isPlaceholderData) ? (
          <LoadFailed message={PREVIEW_FAILED} onRetry={() => preview.refetch()} />
        ) : data && data.count === 0 ? (
          <Stack spacing={1} sx={{ py: 5, alignItems: 'center', textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{NO_MATCHING_TRADES}</Typography>
            <Typography variant="body2" color="text.secondary">
              Choose another period, or fewer filters.
            </Typography>
          </Stack>
        ) : data ? (
          <Stack spacing={2.5}>
            <Typography>
              {`${formatIndianNumber(data.count, 0)} ${data.count === 1 ? 'trade matches' : 'trades match'}`}
            </Typography>
            {data.capped && <Alert severity="warning">{cappedNote(data.count, data.max_rows)}</Alert>}
            <ExportTotals totals={data.totals} />
            <ExportFigures figures={data.figures} />
            <Stack spacing={1}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {data.rows.length < Math.min(data.count, data.max_rows)
                  ? `First ${data.rows.length} of ${formatIndianNumber(Math.min(data.count, data.max_rows), 0)} rows`
                  : 'Rows'}
              </Typography>
              {isPhone ? <ExportRowsCards rows={data.rows} /> : <ExportRowsTable rows={data.rows} />}
            </Stack>
          </Stack>
        ) : null}
      </Paper>
    </Container>
  );
}
