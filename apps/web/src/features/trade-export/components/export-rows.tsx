import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  formatDate,
  formatPercent,
  formatRupees,
  statusLabel,
  type TradeExportRow,
} from '@tradecircle/domain';
import { formatSignedRupees, signTone } from '../../../shared/ui/money.tsx';

export const ROWS_LABEL = 'Trades in the export';
export const LIVE_MARK = 'live';

const kindText = (row: TradeExportRow) =>
  `${row.kind === 'posted' ? 'Posted' : 'Copied'}${row.is_real ? ' · real' : ''}`;

/** The row's P&L, marked when it is measured at the live price (it moves); a dash when there is none. */
function Pnl({ row }: { row: TradeExportRow }) {
  if (row.pl_amount === null || row.pl_percent === null) return <span>—</span>;
  return (
    <Box component="span" sx={{ color: signTone(row.pl_amount), fontWeight: 600, whiteSpace: 'nowrap' }}>
      {`${formatSignedRupees(row.pl_amount)} (${formatPercent(row.pl_percent)})`}
      {row.pl_basis === 'live' && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
          {LIVE_MARK}
        </Typography>
      )}
    </Box>
  );
}

const money = (value: number | null) => (value === null ? '—' : formatRupees(value));

/** From 768 px: a compact table. */
export function ExportRowsTable({ rows }: { rows: readonly TradeExportRow[] }) {
  return (
    <Table size="small" aria-label={ROWS_LABEL}>
      <TableHead>
        <TableRow>
          <TableCell>Created</TableCell>
          <TableCell>Security</TableCell>
          <TableCell>Kind</TableCell>
          <TableCell>Side</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Lots</TableCell>
          <TableCell align="right">Entry</TableCell>
          <TableCell align="right">Exit / live</TableCell>
          <TableCell align="right">P&amp;L</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.created)}</TableCell>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {row.security_symbol}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {row.security_exchange}
              </Typography>
            </TableCell>
            <TableCell>{kindText(row)}</TableCell>
            <TableCell>{row.trade_type}</TableCell>
            <TableCell>{statusLabel(row.status)}</TableCell>
            <TableCell align="right">{row.lots}</TableCell>
            <TableCell align="right">{money(row.entry_price)}</TableCell>
            <TableCell align="right">{money(row.pl_price)}</TableCell>
            <TableCell align="right">
              <Pnl row={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Under 768 px: one card per trade. */
export function ExportRowsCards({ rows }: { rows: readonly TradeExportRow[] }) {
  return (
    <Stack spacing={1} component="ul" aria-label={ROWS_LABEL} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Card key={row.id} variant="outlined" component="li">
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 700 }}>{row.security_symbol}</Typography>
              <Typography variant="body2">{row.trade_type}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto !important' }}>
                {statusLabel(row.status)}
              </Typography>
            </Stack>
            <Typography variant="caption" color="text.secondary" component="p">
              {`${formatDate(row.created)} · ${kindText(row)} · ${row.lots} lots at ${formatRupees(row.entry_price)}`}
            </Typography>
            <Typography variant="body2" component="div">
              <Pnl row={row} />
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
