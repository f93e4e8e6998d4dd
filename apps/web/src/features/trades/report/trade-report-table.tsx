import {
  Box,
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatPercent, formatTradeTime, statusLabel } from '@tradecircle/domain';
import { signTone } from '../../../ui/money.tsx';
import { TradeTypeChip } from '../components/trade-type-chip.tsx';
import type { TradeReportItem } from './api.ts';
import { ReportDownloadButton } from './report-download-button.tsx';

const LIST_LABEL = 'Trade reports';

function PlPercent({ value }: { value: number | null }) {
  return (
    <Box
      component="span"
      sx={{
        color: signTone(value),
        fontWeight: 600,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
    >
      {value === null ? '—' : formatPercent(value)}
    </Box>
  );
}

/** From 768 px: one row per trade with its dates, P&L and the PDF button. */
export function TradeReportTable({ reports }: { reports: readonly TradeReportItem[] }) {
  return (
    <Table aria-label={LIST_LABEL}>
      <TableHead>
        <TableRow>
          <TableCell>Trade</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Posted</TableCell>
          <TableCell>Closed</TableCell>
          <TableCell align="right">P&amp;L</TableCell>
          <TableCell align="right">Report</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {reports.map((report) => (
          <TableRow key={report.id}>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {report.security_symbol}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {report.security_name}
              </Typography>
            </TableCell>
            <TableCell>
              <TradeTypeChip tradeType={report.trade_type} />
            </TableCell>
            <TableCell>{statusLabel(report.status)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTradeTime(report.created)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {report.trade_closing_time ? formatTradeTime(report.trade_closing_time) : '—'}
            </TableCell>
            <TableCell align="right">
              <PlPercent value={report.pl_percent} />
            </TableCell>
            <TableCell align="right">
              <ReportDownloadButton trade={report} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Under 768 px: symbol, side and status, then the dates and P&L, with the download icon at the end. */
export function TradeReportList({ reports }: { reports: readonly TradeReportItem[] }) {
  return (
    <List disablePadding aria-label={LIST_LABEL}>
      {reports.map((report) => (
        <ListItem key={report.id} divider sx={{ gap: 1, px: 1.5, alignItems: 'center' }}>
          <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {report.security_symbol}
              </Typography>
              <TradeTypeChip tradeType={report.trade_type} />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto !important' }} noWrap>
                {statusLabel(report.status)}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" noWrap title={report.security_name}>
              {report.security_name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatTradeTime(report.created)}
              {report.trade_closing_time && ` – ${formatTradeTime(report.trade_closing_time)}`} ·{' '}
              <PlPercent value={report.pl_percent} />
            </Typography>
          </Stack>
          <ReportDownloadButton trade={report} compact />
        </ListItem>
      ))}
    </List>
  );
}
