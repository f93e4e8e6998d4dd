import {
  Alert,
  Button,
  Container,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useSearchParams } from 'react-router';
import { TradeReportList, TradeReportTable } from '../report/trade-report-table.tsx';
import { useTradeReportList } from '../report/use-trade-report-list.ts';

export const TRADE_REPORTS_HEADING = 'Trade Reports';
export const TRADE_REPORTS_EMPTY = 'No trade reports yet';
export const TRADE_REPORTS_FAILED = 'Your trade reports could not be loaded.';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * /Download-Trade-Report-List: a PDF report for each of the user's own trades and the trades saved
 * in their trade watchlists, newest first, 18 a page (the page is kept in ?page=).
 */
export function TradeReportListPage() {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const reports = useTradeReportList(page);
  const pageCount = reports.data?.num ?? 0;

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  return (
    <Container maxWidth="lg" disableGutters>
      <Typography variant="h5" component="h1">
        {TRADE_REPORTS_HEADING}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        PDF reports of your trades and of the trades saved in your watchlists.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 0, md: 2 }, overflow: 'hidden' }}>
        {reports.isPending ? (
          <Stack
            spacing={1}
            sx={{ p: { xs: 1.5, md: 0 } }}
            aria-busy="true"
            aria-label="Loading trade reports"
          >
            {Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : reports.isError && !reports.data ? (
          <Alert
            severity="error"
            sx={{ m: { xs: 1.5, md: 0 } }}
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => reports.refetch()}
                loading={reports.isFetching}
              >
                Retry
              </Button>
            }
          >
            {TRADE_REPORTS_FAILED}
          </Alert>
        ) : reports.data.result.length === 0 ? (
          <Stack spacing={1} sx={{ py: 6, px: 2, alignItems: 'center', textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{TRADE_REPORTS_EMPTY}</Typography>
            {page > 1 ? (
              <Button onClick={() => goTo(1)}>Go to the first page</Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                Post a trade, or save one to a trade watchlist, and its report shows here.
              </Typography>
            )}
          </Stack>
        ) : isPhone ? (
          <TradeReportList reports={reports.data.result} />
        ) : (
          <TradeReportTable reports={reports.data.result} />
        )}
      </Paper>
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={Math.min(page, pageCount)}
          onChange={(_event, next) => goTo(next)}
          color="primary"
          siblingCount={isPhone ? 0 : 1}
          aria-label="Trade report pages"
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </Container>
  );
}
