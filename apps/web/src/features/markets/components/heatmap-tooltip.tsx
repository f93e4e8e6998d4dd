import { Box, Paper, Typography } from '@mui/material';
import { formatIndianNumber, formatPercent } from '@tradecircle/domain';
import { signTone } from '../../../ui/money.tsx';
import { useLiveQuote } from '../../market/index.ts';
import { liveMarketCap, type TileBox } from '../heatmap-layout.ts';

const WIDTH = 220;
/** Room the tooltip needs below a tile before it goes above it instead. */
const ROOM_BELOW = 120;
const GAP = 6;

/** The details of the hovered, tapped or keyboard-chosen tile, live; placed inside the heatmap's box. */
export function HeatmapTooltip({
  id,
  tile,
  bounds,
}: {
  id: string;
  tile: TileBox;
  bounds: { width: number; height: number };
}) {
  const { security } = tile;
  const quote = useLiveQuote(security.id);
  const price = quote?.live_price ?? security.live_price;
  const percent = quote?.up_down_percent ?? security.up_down_percent;
  const left = Math.max(GAP, Math.min(tile.x + tile.width / 2 - WIDTH / 2, bounds.width - WIDTH - GAP));
  const below = tile.y + tile.height + GAP;
  const above = tile.y - GAP;
  // Below the tile, else above it, else (a tile as tall as the box) over its top.
  const placement =
    below + ROOM_BELOW <= bounds.height
      ? { top: below }
      : above >= ROOM_BELOW
        ? { top: above, transform: 'translateY(-100%)' }
        : { top: GAP };
  return (
    <Paper
      id={id}
      role="tooltip"
      elevation={6}
      style={{ left, ...placement }}
      sx={{ position: 'absolute', width: WIDTH, p: 1.25, pointerEvents: 'none', zIndex: 2 }}
    >
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        {security.symbol}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary" noWrap>
        {security.name}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 0.75 }}>
        {tile.sector}
      </Typography>
      <Row label="Price" value={`₹${formatIndianNumber(price)}`} />
      <Row label="Change" value={formatPercent(percent)} colour={signTone(percent)} />
      <Row
        label="Market cap"
        value={`₹${formatIndianNumber(liveMarketCap(security, quote?.live_price), 0)} Cr`}
      />
    </Paper>
  );
}

function Row({ label, value, colour }: { label: string; value: string; colour?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="caption"
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', color: colour }}
      >
        {value}
      </Typography>
    </Box>
  );
}
