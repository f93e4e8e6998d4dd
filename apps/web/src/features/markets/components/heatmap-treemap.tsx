import { Box, type SxProps, type Theme, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { HeatmapSector, HeatmapSecurity } from '@tradecircle/domain';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { livePriceClient } from '../../../shared/live/live-price-client.ts';
import type { LiveQuote } from '../../../shared/live/live-quote.ts';
import { buildHeatmapTree, layoutHeatmap, liveMarketCap, type TileBox } from '../heatmap-layout.ts';
import { useElementWidth } from '../use-element-width.ts';
import { type ActiveTileStore, createActiveTileStore } from './active-tile-store.ts';
import { HeatmapTile, SectorLabel, tileElementId } from './heatmap-tile.tsx';
import { HeatmapTooltip, TOOLTIP_HEIGHT, TOOLTIP_WIDTH } from './heatmap-tooltip.tsx';

/** Sizes follow live market caps at most this often; colours and labels follow every tick. */
export const HEATMAP_RELAYOUT_MS = 5000;
/** ...and only once some price has moved this much (a fraction) since the last layout. */
export const HEATMAP_RELAYOUT_MIN_MOVE = 0.005;
export const HEATMAP_HEIGHT = { desktop: 560, phone: 520 } as const;

export interface HeatmapTreemapProps {
  sectors: readonly HeatmapSector[];
  relayoutMs?: number;
}

/**
 * The live treemap: one absolutely positioned div per security inside its sector's box. A tick
 * re-renders only tiles whose colour step or printed change moved; the boxes are laid out again
 * when the data or the width changes, or every `relayoutMs` once prices have moved the market caps.
 */
export function HeatmapTreemap({ sectors, relayoutMs = HEATMAP_RELAYOUT_MS }: HeatmapTreemapProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const height = isPhone ? HEATMAP_HEIGHT.phone : HEATMAP_HEIGHT.desktop;
  const [measure, width] = useElementWidth<HTMLDivElement>();
  const securities = useMemo(() => sectors.flatMap((sector) => sector.securities), [sectors]);
  const client = livePriceClient();
  // One subscription for every tile; each tile then only listens to its own security's ticks.
  useEffect(
    () => (securities.length ? client.acquire(securities.map((security) => security.id)) : undefined),
    [client, securities],
  );
  const quotes = useQuotesEvery(securities, relayoutMs);
  // A new tree per data set and size: resquarify keeps the previous rows, which only suit the same box.
  const sized = useMemo(() => ({ tree: buildHeatmapTree(sectors), width, height }), [sectors, width, height]);
  const layout = useMemo(() => {
    if (sized.width <= 0) return null;
    return layoutHeatmap(sized.tree, sized.width, sized.height, (security) =>
      liveMarketCap(security, quotes.get(security.id)?.live_price),
    );
  }, [sized, quotes]);

  const [activeTiles] = useState(createActiveTileStore);
  const tooltipId = useId();
  // Made once per layout: the surface re-renders when the active tile changes, these do not.
  const boxes = useMemo(
    () =>
      layout && (
        <>
          {layout.sectors.map((box) => (
            <SectorLabel key={box.sector.sector} box={box} />
          ))}
          {layout.tiles.map((tile) => (
            <HeatmapTile key={tile.security.id} tile={tile} activeTiles={activeTiles} tooltipId={tooltipId} />
          ))}
        </>
      ),
    [layout, activeTiles, tooltipId],
  );

  return (
    <Box ref={measure} style={{ height }} sx={HEATMAP_STYLES}>
      {layout && (
        <HeatmapSurface
          tiles={layout.tiles}
          serial={layout.serial}
          bounds={{ width: sized.width, height: sized.height }}
          activeTiles={activeTiles}
          tooltipId={tooltipId}
        >
          {boxes}
        </HeatmapSurface>
      )}
    </Box>
  );
}

/**
 * The listbox over the boxes, with the pointer and key handling and the tooltip. Hover, tap and
 * the arrow keys set the active tile; a tap or a click pins it, a second one puts it away.
 */
function HeatmapSurface({
  tiles,
  serial,
  bounds,
  activeTiles,
  tooltipId,
  children,
}: {
  tiles: readonly TileBox[];
  serial: number;
  bounds: { width: number; height: number };
  activeTiles: ActiveTileStore;
  tooltipId: string;
  children: ReactNode;
}) {
  const active = useSyncExternalStore(activeTiles.subscribe, activeTiles.get);
  const activeTile = active ? tiles.find((tile) => tile.security.id === active.id) : undefined;

  const handlePointerOver = (event: PointerEvent) => {
    const id = tileIdAt(event.target);
    if (id !== null && !activeTiles.get()?.isPinned) activeTiles.set({ id, isPinned: false });
  };
  const handlePointerLeave = () => {
    if (!activeTiles.get()?.isPinned) activeTiles.set(null);
  };
  const handleClick = (event: MouseEvent) => {
    const id = tileIdAt(event.target);
    if (id === null) return;
    const current = activeTiles.get();
    activeTiles.set(current?.id === id && current.isPinned ? null : { id, isPinned: true });
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step !== undefined && tiles.length > 0) {
      event.preventDefault();
      const index = tiles.findIndex((tile) => tile.security.id === activeTiles.get()?.id);
      const next = index < 0 ? 0 : (index + step + tiles.length) % tiles.length;
      activeTiles.set({ id: tiles[next]!.security.id, isPinned: true });
    } else if (event.key === 'Escape') {
      activeTiles.set(null);
    }
  };

  return (
    <>
      {/* A plain element (styled by HEATMAP_STYLES): it re-renders on every hover. */}
      <div
        role="listbox"
        aria-label="Sector heatmap"
        tabIndex={0}
        aria-activedescendant={activeTile ? tileElementId(activeTile.security.id) : undefined}
        data-layout={serial}
        onPointerOver={handlePointerOver}
        onPointerLeave={handlePointerLeave}
        onClick={handleClick}
        onKeyDown={handleKeyDown}
      >
        {children}
      </div>
      {activeTile && (
        <>
          <div
            data-heatmap-highlight
            aria-hidden
            style={{
              transform: `translate(${activeTile.x}px, ${activeTile.y}px)`,
              width: activeTile.width,
              height: activeTile.height,
            }}
          />
          <HeatmapTooltip id={tooltipId} tile={activeTile} bounds={bounds} />
        </>
      )}
    </>
  );
}

function tileIdAt(target: EventTarget): number | null {
  const tile = (target as Element).closest?.('[data-tile-id]');
  return tile ? Number(tile.getAttribute('data-tile-id')) : null;
}

/** The heatmap's one stylesheet, on the element that re-renders only with a new layout. */
const HEATMAP_STYLES: SxProps<Theme> = {
  position: 'relative',
  bgcolor: '#2b303b',
  borderRadius: 1,
  overflow: 'hidden',
  // Its size is set from outside: nothing inside (the tooltip following the pointer) lays out the page.
  contain: 'strict',
  '& [role="listbox"]': {
    position: 'absolute',
    inset: 0,
    // The boxes never change the page's layout, and their repaints stay inside this element.
    contain: 'strict',
    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: '-3px' },
  },
  '& [data-sector]': {
    position: 'absolute',
    boxSizing: 'border-box',
    color: 'rgba(255, 255, 255, 0.9)',
    fontSize: 11,
    fontWeight: 700,
    lineHeight: '18px',
    px: 0.5,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    textTransform: 'uppercase',
    letterSpacing: '0.02em',
  },
  '& [data-tile-id]': {
    position: 'absolute',
    boxSizing: 'border-box',
    // Each tile's size is fixed: its text never makes the browser lay out any other box. (Not paint
    // containment: 500 stacking contexts made every paint of the heatmap much slower to layerize.)
    contain: 'size layout',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    color: '#fff',
    lineHeight: 1.15,
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    userSelect: 'none',
  },
  '& [data-tile-id] > span': {
    maxWidth: '100%',
    px: '2px',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  },
  // The active tile's frame and the tooltip are layers of their own above the tiles, moved by
  // transform: following the pointer repaints no tile.
  '& [data-heatmap-highlight]': {
    position: 'absolute',
    left: 0,
    top: 0,
    zIndex: 1,
    boxSizing: 'border-box',
    contain: 'strict',
    border: '2px solid #fff',
    pointerEvents: 'none',
    willChange: 'transform',
  },
  '& [data-heatmap-tooltip]': {
    position: 'absolute',
    left: 0,
    top: 0,
    zIndex: 2,
    width: TOOLTIP_WIDTH,
    // A fixed size makes it a layout root: a new tile's details lay out nothing else.
    height: TOOLTIP_HEIGHT,
    contain: 'strict',
    boxSizing: 'border-box',
    p: 1.25,
    borderRadius: 1,
    bgcolor: 'background.paper',
    color: 'text.primary',
    boxShadow: 6,
    pointerEvents: 'none',
    willChange: 'transform',
    typography: 'caption',
    '& strong': { display: 'block', typography: 'subtitle2', fontWeight: 700 },
    '& p': {
      m: 0,
      color: 'text.secondary',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
    },
    '& dl': { m: 0, mt: 0.75 },
    '& dl > div': { display: 'flex', justifyContent: 'space-between', gap: 1 },
    '& dt': { color: 'text.secondary' },
    '& dd': { m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
    '& dd[data-direction="up"]': { color: 'success.main' },
    '& dd[data-direction="down"]': { color: 'error.main' },
  },
};

/**
 * The latest quotes of `securities`, read every `intervalMs`, as a new map only once some price
 * moved by HEATMAP_RELAYOUT_MIN_MOVE since the map before: what the sizes are laid out from, so a
 * tick alone never lays the treemap out again.
 */
function useQuotesEvery(
  securities: readonly HeatmapSecurity[],
  intervalMs: number,
): ReadonlyMap<number, LiveQuote> {
  const client = livePriceClient();
  const [quotes, setQuotes] = useState<ReadonlyMap<number, LiveQuote>>(() => new Map());
  useEffect(() => {
    const timer = setInterval(() => {
      setQuotes((previous) => {
        const next = new Map<number, LiveQuote>();
        let hasMoved = false;
        for (const security of securities) {
          const quote = client.getQuote(security.id);
          if (!quote) continue;
          next.set(security.id, quote);
          const before = previous.get(security.id)?.live_price ?? security.live_price;
          if (before > 0 && Math.abs(quote.live_price - before) / before >= HEATMAP_RELAYOUT_MIN_MOVE) {
            hasMoved = true;
          }
        }
        return hasMoved ? next : previous;
      });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [client, securities, intervalMs]);
  return quotes;
}
