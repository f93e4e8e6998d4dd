import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import UploadIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, Container, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { formatRupees, type ReportStock } from '@tradecircle/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useIsLoggedIn, useSession } from '../../../shared/api/use-session.ts';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { useProfileDetails } from '../../trades/index.ts';
import { SecurityMonogram } from '../../trending-strip/index.ts';
import { AddStockReportDialog } from '../dialogs/add-stock-report-dialog.tsx';
import { ReportListDialog } from '../dialogs/report-list-dialog.tsx';
import { useReportStocks } from '../hooks.ts';
import { ADD_SEBI_REGISTRATION_LABEL, REGISTER_TO_UPLOAD_TEXT } from '../report-texts.ts';

/**
 * /trending/reports (groups-and-payments.md "Research reports"). Upload only for SEBI-registered
 * users (their profile says so); others read a short note on how to register instead of a form the
 * server would refuse. 'Downloaded Stock Reports' for everyone.
 */
export function StockReportsPage() {
  const isLoggedIn = useIsLoggedIn();
  const viewerId = Number(useSession().userId ?? 0);
  const me = useProfileDetails(viewerId, viewerId, isLoggedIn && viewerId > 0);
  const canUpload = isLoggedIn && me.data?.is_sebi_registered === true;
  const stocks = useReportStocks();
  const [exploring, setExploring] = useState<ReportStock | null>(null);
  const [isUploadOpen, setIsUploadOpen] = useState(false);

  return (
    <Container maxWidth="lg" disableGutters>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', mb: 3 }}
      >
        <Typography variant="h5" component="h1">
          Stock Research Reports
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            component={RouterLink}
            to={routeTo('Downloads')}
            variant="outlined"
            startIcon={<DownloadIcon />}
          >
            Downloaded Stock Reports
          </Button>
          {canUpload && (
            <Button variant="contained" startIcon={<UploadIcon />} onClick={() => setIsUploadOpen(true)}>
              Upload
            </Button>
          )}
        </Stack>
      </Stack>
      {isLoggedIn && me.data && !canUpload && <RegisterToUploadNote />}

      {stocks.isPending ? (
        <Grid container spacing={2}>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={88} />
            </Grid>
          ))}
        </Grid>
      ) : stocks.isError ? (
        <Alert severity="error">The research reports could not be loaded.</Alert>
      ) : stocks.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          No research reports yet.
        </Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {stocks.data.map((stock) => (
            <Grid key={stock.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <SecurityMonogram symbol={stock.stock_symbol} logo={stock.stock_logo} size={44} />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography sx={{ fontWeight: 700 }}>{stock.stock_name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    Starts from {formatRupees(stock.minimum_stock_price)}
                  </Typography>
                </Box>
                <Button
                  variant="outlined"
                  onClick={() => setExploring(stock)}
                  aria-label={`Explore ${stock.stock_name} reports`}
                >
                  Explore
                </Button>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}

      {exploring && (
        <ReportListDialog
          open
          onClose={() => setExploring(null)}
          stockId={exploring.id}
          stockName={exploring.stock_name}
        />
      )}
      {canUpload && <AddStockReportDialog open={isUploadOpen} onClose={() => setIsUploadOpen(false)} />}
    </Container>
  );
}

/** What a user who may not upload reads instead of the Upload button. */
function RegisterToUploadNote() {
  return (
    <Alert
      severity="info"
      variant="outlined"
      sx={{ mb: 3 }}
      action={
        <Button
          component={RouterLink}
          to={routeTo('ProfilePage')}
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {ADD_SEBI_REGISTRATION_LABEL}
        </Button>
      }
    >
      {REGISTER_TO_UPLOAD_TEXT}
    </Alert>
  );
}
