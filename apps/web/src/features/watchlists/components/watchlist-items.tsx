import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Box,
  IconButton,
  Link,
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
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  formatIndianNumber,
  formatPercent,
  formatSignedNumber,
  type WatchlistItem,
  type WatchlistStock,
} from '@tradecircle/domain';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { LiveQuote, LiveQuoteSeed } from '../../../shared/live/live-quote.ts';
import { useLiveQuotes } from '../../../shared/live/use-live-quote.ts';
import { securityPath } from '../../../shared/routing/route-names.ts';
import { SecurityMonogram } from '../../trending-strip/index.ts';

export const EMPTY_WATCHLIST_TEXT = 'Your watchlist is empty. Search for a stock and add it here.';

interface WatchlistItemsProps {
  items: WatchlistItem[];
  removingId: number | null;
  onRemove: (item: WatchlistItem) => void;
}

function seedOf(stock: WatchlistStock): LiveQuoteSeed {
  return {
    live_price: stock.live_price,
    close_price: stock.live_price - stock.up_down_price,
    up_down_price: stock.up_down_price,
    up_down_percent: stock.up_down_percent,
  };
}

interface Row {
  item: WatchlistItem;
  stock: WatchlistStock;
  quote: Pick<LiveQuote, 'live_price' | 'up_down_price' | 'up_down_percent'>;
  href: string;
}

/** One tab's stocks with live prices: a table from 768 px, a compact list below. */
export function WatchlistItems({ items, removingId, onRemove }: WatchlistItemsProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'));
  const ids = useMemo(() => items.map((item) => item.stock_data.id), [items]);
  const seeds = useMemo(
    () => Object.fromEntries(items.map((item) => [item.stock_data.id, seedOf(item.stock_data)])),
    [items],
  );
  const quotes = useLiveQuotes(ids, seeds);

  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {EMPTY_WATCHLIST_TEXT}
      </Typography>
    );
  }

  const rows: Row[] = items.map((item) => ({
    item,
    stock: item.stock_data,
    quote: quotes[item.stock_data.id] ?? item.stock_data,
    href: securityPath(item.stock_data.symbol, item.stock_data.exchange),
  }));
  const removeButton = (row: Row) => (
    <Tooltip title="Remove">
      <span>
        <IconButton
          aria-label={`Remove ${row.stock.symbol}`}
          onClick={() => onRemove(row.item)}
          disabled={removingId === row.item.id}
          size="small"
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );

  if (isPhone) {
    return (
      <List disablePadding aria-label="Watchlist stocks">
        {rows.map((row) => (
          <ListItem
            key={row.item.id}
            divider
            disableGutters
            secondaryAction={removeButton(row)}
            sx={{ pr: 6 }}
          >
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, flex: 1 }}>
              <SecurityMonogram symbol={row.stock.symbol} size={34} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Link component={RouterLink} to={row.href} underline="hover" sx={{ fontWeight: 700 }}>
                  {row.stock.symbol}
                </Link>
                <Typography variant="caption" color="text.secondary" noWrap component="p">
                  {row.stock.name} · {row.stock.exchange}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'right' }}>
                <Price value={row.quote.live_price} />
                <Change quote={row.quote} />
              </Box>
            </Stack>
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Table size="small" aria-label="Watchlist stocks">
      <TableHead>
        <TableRow>
          <TableCell>Stock</TableCell>
          <TableCell>Exchange</TableCell>
          <TableCell align="right">Price</TableCell>
          <TableCell align="right">Change</TableCell>
          <TableCell align="right">
            <Box component="span" style={visuallyHidden}>
              Actions
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.item.id} hover>
            <TableCell>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <SecurityMonogram symbol={row.stock.symbol} size={34} />
                <Box>
                  <Link component={RouterLink} to={row.href} underline="hover" sx={{ fontWeight: 700 }}>
                    {row.stock.symbol}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {row.stock.name}
                  </Typography>
                </Box>
              </Stack>
            </TableCell>
            <TableCell>{row.stock.exchange}</TableCell>
            <TableCell align="right">
              <Price value={row.quote.live_price} />
            </TableCell>
            <TableCell align="right">
              <Change quote={row.quote} />
            </TableCell>
            <TableCell align="right">{removeButton(row)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Price({ value }: { value: number }) {
  return (
    <Typography
      component="span"
      sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', display: 'block' }}
    >
      ₹{formatIndianNumber(value)}
    </Typography>
  );
}

function Change({ quote }: { quote: Row['quote'] }) {
  const colour =
    quote.up_down_price > 0 ? 'success.main' : quote.up_down_price < 0 ? 'error.main' : 'text.secondary';
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ color: colour, fontVariantNumeric: 'tabular-nums', display: 'block', whiteSpace: 'nowrap' }}
    >
      {formatSignedNumber(quote.up_down_price)} ({formatPercent(quote.up_down_percent)})
    </Typography>
  );
}
