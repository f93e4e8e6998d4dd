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
  Tooltip,
  Typography,
} from '@mui/material';
import {
  formatPercent,
  formatTradeTime,
  PNL_LABEL_HINTS,
  pnlLabel,
  statusLabel,
  type TradeReportItem,
  type TradeStatus,
} from '@tradecircle/domain';
import { signTone } from '../../../shared/ui/money.tsx';
import { TradeTypeChip } from '../components/trade-type-chip.tsx';
import { ReportDownloadButton } from './report-download-button.tsx';

const LIST_LABEL = 'Trade reports';

export const POTENTIAL_PNL_MARK = 'Potential';
export const POTENTIAL_PNL_HINT = `Potential P&L: ${PNL_LABEL_HINTS['Potential P&L'].toLowerCase()} at the target; the trade is not live yet`;

/**
 * The row's P&L. An Upcoming trade's figure is what it would make at its target (trades.md §4:
 * Inactive gives Potential P&L), so it is marked as such rather than read as a result.
 */
function PlPercent({ value, status }: { value: number | null; status: TradeStatus }) {
  const figure = (
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
  if (value === null || pnlLabel(status) !== 'Potential P&L') return figure;
  return (
    <Tooltip title={POTENTIAL_PNL_HINT} describeChild>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.75 }}>
        <Typography
          component="span"
          variant="caption"
          sx={{
            color: 'text.secondary',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 0.5,
            lineHeight: 1.5,
          }}
        >
          {POTENTIAL_PNL_MARK}
        </Typography>
        {figure}
      </Box>
    </Tooltip>
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
              <PlPercent value={report.pl_percent} status={report.status} />
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
              <PlPercent value={report.pl_percent} status={report.status} />
            </Typography>
          </Stack>
          <ReportDownloadButton trade={report} compact />
        </ListItem>
      ))}
    </List>
  );
}
