import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Box,
  Button,
  Container,
  List,
  ListItem,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type DownloadedReport, formatDate } from '@tradecircle/domain';
import { REPORT_LIST_EMPTY_TEXT } from '../dialogs/report-list-dialog.tsx';
import { useDownloadedReports } from '../hooks.ts';

/** /trending/downloads 'Downloaded Reports': stock, posted by, valid till, View (groups-and-payments.md §2). */
export function DownloadedReportsPage() {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'));
  const reports = useDownloadedReports();

  return (
    <Container maxWidth="lg" disableGutters>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        Downloaded Reports
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1, md: 2 } }}>
        {reports.isPending ? (
          <Stack spacing={1} aria-busy="true">
            {Array.from({ length: 3 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} variant="rounded" height={48} />
            ))}
          </Stack>
        ) : reports.isError ? (
          <Alert severity="error">Your downloaded reports could not be loaded.</Alert>
        ) : reports.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {REPORT_LIST_EMPTY_TEXT}
          </Typography>
        ) : isPhone ? (
          <List disablePadding aria-label="Downloaded reports">
            {reports.data.map((report) => (
              <ListItem key={report.id} divider sx={{ gap: 1.5 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{report.stock_name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {report.posted_by_name} · valid till {formatDate(report.expiry_date)}
                  </Typography>
                </Box>
                <ViewButton report={report} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Table aria-label="Downloaded reports">
            <TableHead>
              <TableRow>
                <TableCell>Stock</TableCell>
                <TableCell>Posted by</TableCell>
                <TableCell>Valid till</TableCell>
                <TableCell align="right">Report</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {reports.data.map((report) => (
                <TableRow key={report.id}>
                  <TableCell sx={{ fontWeight: 600 }}>{report.stock_name}</TableCell>
                  <TableCell>{report.posted_by_name}</TableCell>
                  <TableCell>{formatDate(report.expiry_date)}</TableCell>
                  <TableCell align="right">
                    <ViewButton report={report} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
    </Container>
  );
}

/** The signed link opens the PDF in a new tab; expired reports have no link. */
function ViewButton({ report }: { report: DownloadedReport }) {
  if (report.report_pdf === null) {
    return (
      <Button disabled size="small">
        Expired
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={report.report_pdf}
      target="_blank"
      rel="noopener noreferrer"
      size="small"
      variant="outlined"
      endIcon={<OpenInNewIcon fontSize="small" />}
      aria-label={`View ${report.stock_name} report`}
    >
      View
    </Button>
  );
}
