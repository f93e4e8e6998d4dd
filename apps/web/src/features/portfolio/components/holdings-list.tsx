import {
  Box,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatIndianNumber, formatPercent, formatRupees, type PortfolioHolding } from '@tradecircle/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { securityPath } from '../../../shared/routing/route-names.ts';
import { Money, signTone } from '../../../shared/ui/money.tsx';
import { shareText } from '../format.ts';
import { PORTFOLIO_TEXTS as TEXTS } from '../portfolio-texts.ts';

/** The holdings are NSE equities: each links to its security page. */
function SymbolLink({ holding }: { holding: PortfolioHolding }) {
  return (
    <Link component={RouterLink} to={securityPath(holding.symbol, 'NSE')} sx={{ fontWeight: 700 }}>
      {holding.symbol}
    </Link>
  );
}

function Percent({ value }: { value: number | null }) {
  return (
    <Box
      component="span"
      sx={{ color: signTone(value), whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {value === null ? '—' : formatPercent(value)}
    </Box>
  );
}

/** The live price, or a dash with its reason while the security has none (the holding counts at cost). */
function LivePrice({ holding }: { holding: PortfolioHolding }) {
  return holding.live_price === null ? (
    <Box component="span" title={TEXTS.atCost}>
      —
    </Box>
  ) : (
    <span>{formatRupees(holding.live_price)}</span>
  );
}

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function HoldingsTable({ holdings }: { holdings: readonly PortfolioHolding[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={TEXTS.holdings} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{TEXTS.holding}</TableCell>
            <TableCell align="right">{TEXTS.quantity}</TableCell>
            <TableCell align="right">{TEXTS.averagePrice}</TableCell>
            <TableCell align="right">{TEXTS.ltp}</TableCell>
            <TableCell align="right">{TEXTS.value}</TableCell>
            <TableCell align="right">{TEXTS.pnl}</TableCell>
            <TableCell align="right">{TEXTS.weight}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {holdings.map((holding) => (
            <TableRow key={holding.security_id} aria-label={holding.symbol}>
              <TableCell sx={{ maxWidth: { md: 150, lg: 280 } }}>
                <SymbolLink holding={holding} />
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="p"
                  noWrap
                  title={holding.name}
                >
                  {holding.name}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatIndianNumber(holding.quantity, 0)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatRupees(holding.average_price)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                <LivePrice holding={holding} />
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatRupees(holding.value)}
              </TableCell>
              <TableCell align="right">
                <Money amount={holding.pnl} signed colored />
                <Typography variant="caption" component="p">
                  <Percent value={holding.pnl_percent} />
                </Typography>
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {shareText(holding.weight)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A figure of a holding's card: its label small above its value, two to a row. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="p"
        sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

function HoldingCards({ holdings }: { holdings: readonly PortfolioHolding[] }) {
  return (
    <Box
      component="ul"
      aria-label={TEXTS.holdings}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {holdings.map((holding) => (
        <Box component="li" key={holding.security_id} sx={{ minWidth: 0 }}>
          <Paper variant="outlined" component="article" aria-label={holding.symbol} sx={{ p: 1.5 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 0.5 }}
            >
              <Box sx={{ minWidth: 0 }}>
                <SymbolLink holding={holding} />
                <Typography variant="caption" color="text.secondary" component="p" noWrap>
                  {holding.name}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ ...numeric, fontWeight: 600 }}>
                {shareText(holding.weight)}
              </Typography>
            </Stack>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
              <Fact label={TEXTS.quantity}>{formatIndianNumber(holding.quantity, 0)}</Fact>
              <Fact label={TEXTS.averagePrice}>{formatRupees(holding.average_price)}</Fact>
              <Fact label={TEXTS.ltp}>
                <LivePrice holding={holding} />
              </Fact>
              <Fact label={TEXTS.value}>{formatRupees(holding.value)}</Fact>
              <Fact label={TEXTS.pnl}>
                <Money amount={holding.pnl} signed colored />
              </Fact>
              <Fact label={TEXTS.pnlPercent}>
                <Percent value={holding.pnl_percent} />
              </Fact>
            </Box>
          </Paper>
        </Box>
      ))}
    </Box>
  );
}

/** Every holding, largest value first: a table from 768 px, a card each on a phone. */
export function HoldingsList({
  holdings,
  isPhone,
}: {
  holdings: readonly PortfolioHolding[];
  isPhone: boolean;
}) {
  const sorted = [...holdings].sort((a, b) => b.value - a.value || a.symbol.localeCompare(b.symbol));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`${TEXTS.holdings} (${holdings.length})`}
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {TEXTS.holdings} ({holdings.length})
      </Typography>
      {isPhone ? <HoldingCards holdings={sorted} /> : <HoldingsTable holdings={sorted} />}
    </Paper>
  );
}
