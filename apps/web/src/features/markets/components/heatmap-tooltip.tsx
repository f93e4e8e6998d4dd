import { formatIndianNumber, formatPercent } from '@tradecircle/domain';
import { useLiveQuote } from '../../../shared/live/use-live-quote.ts';
import { liveMarketCap, type TileBox } from '../heatmap-layout.ts';

export const TOOLTIP_WIDTH = 220;
/** Fixed, with room for its lines (longer names are cut with an ellipsis). */
export const TOOLTIP_HEIGHT = 150;
const GAP = 6;

/**
 * The details of the hovered, tapped or keyboard-chosen tile, live. Plain elements styled by the
 * heatmap's one stylesheet (HEATMAP_STYLES), since it re-renders on every hover; moved by transform
 * in a layer of its own, so following the pointer repaints no tile.
 */
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
  const left = Math.max(
    GAP,
    Math.min(tile.x + tile.width / 2 - TOOLTIP_WIDTH / 2, bounds.width - TOOLTIP_WIDTH - GAP),
  );
  const below = tile.y + tile.height + GAP;
  const above = tile.y - GAP;
  // Below the tile, else above it, else (a tile as tall as the box) over its top.
  const transform =
    below + TOOLTIP_HEIGHT <= bounds.height
      ? `translate(${left}px, ${below}px)`
      : above >= TOOLTIP_HEIGHT
        ? `translate(${left}px, ${above}px) translateY(-100%)`
        : `translate(${left}px, ${GAP}px)`;
  return (
    <div id={id} role="tooltip" data-heatmap-tooltip style={{ transform }}>
      <strong>{security.symbol}</strong>
      <p>{security.name}</p>
      <p>{tile.sector}</p>
      <dl>
        <div>
          <dt>Price</dt>
          <dd>₹{formatIndianNumber(price)}</dd>
        </div>
        <div>
          <dt>Change</dt>
          <dd data-direction={percent > 0 ? 'up' : percent < 0 ? 'down' : undefined}>
            {formatPercent(percent)}
          </dd>
        </div>
        <div>
          <dt>Market cap</dt>
          <dd>₹{formatIndianNumber(liveMarketCap(security, quote?.live_price), 0)} Cr</dd>
        </div>
      </dl>
    </div>
  );
}
