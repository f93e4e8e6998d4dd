import { Box, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { formatPercent, type HeatmapSector, type HeatmapSecurity } from '@tradecircle/domain';
import { type KeyboardEvent, memo, type PointerEvent, useEffect, useId, useMemo, useState } from 'react';
import { type LiveQuote, livePriceClient, useLiveQuote } from '../../market/index.ts';
import {
  buildHeatmapTree,
  changeColour,
  layoutHeatmap,
  liveMarketCap,
  type TileBox,
} from '../heatmap-layout.ts';
import { useElementWidth } from '../use-element-width.ts';
import { HeatmapTooltip } from './heatmap-tooltip.tsx';

/** Sizes follow live market caps at most this often; colours and labels follow every tick. */
export const HEATMAP_RELAYOUT_MS = 5000;
export const HEATMAP_HEIGHT = { desktop: 560, phone: 520 } as const;
const SECTOR_BACKGROUND = '#2b303b';

export interface HeatmapTreemapProps {
  sectors: readonly HeatmapSector[];
  relayoutMs?: number;
}

/**
 * The live treemap: one absolutely positioned div per security inside its sector's box. A tick
 * re-renders only the tile of its security (its colour and label); the boxes are laid out again when
 * the data or the width changes, or every `relayoutMs` when prices have moved the market caps.
 */
export function HeatmapTreemap({ sectors, relayoutMs = HEATMAP_RELAYOUT_MS }: HeatmapTreemapProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const height = isPhone ? HEATMAP_HEIGHT.phone : HEATMAP_HEIGHT.desktop;
  const [measure, width] = useElementWidth<HTMLDivElement>();
  const securities = useMemo(() => sectors.flatMap((sector) => sector.securities), [sectors]);
  const quotes = useQuotesEvery(securities, relayoutMs);
  // A new tree per data set and size: resquarify keeps the previous rows, which only suit the same box.
  const sized = useMemo(() => ({ tree: buildHeatmapTree(sectors), width, height }), [sectors, width, height]);
  const layout = useMemo(() => {
    if (sized.width <= 0) return null;
    return layoutHeatmap(
      sized.tree,
      sized.width,
      sized.height,
      (security) => liveMarketCap(security, quotes.get(security.id)?.live_price),
      (security) => quotes.get(security.id)?.up_down_percent ?? security.up_down_percent,
    );
  }, [sized, quotes]);

  const [active, setActive] = useState<{ id: number; isPinned: boolean } | null>(null);
  const tiles = layout?.tiles ?? [];
  const activeTile = active ? tiles.find((tile) => tile.security.id === active.id) : undefined;
  const tooltipId = useId();

  const tileIdAt = (target: EventTarget) => {
    const tile = (target as HTMLElement).closest?.('[data-tile-id]');
    return tile ? Number(tile.getAttribute('data-tile-id')) : null;
  };
  const handlePointerOver = (event: PointerEvent) => {
    const id = tileIdAt(event.target);
    if (id !== null && !active?.isPinned && active?.id !== id) setActive({ id, isPinned: false });
  };
  const handlePointerLeave = () => {
    if (active && !active.isPinned) setActive(null);
  };
  // A tap (or a click) pins the tile's details; a second one on the same tile puts them away.
  const handleClick = (event: React.MouseEvent) => {
    const id = tileIdAt(event.target);
    if (id === null) return;
    setActive(active?.id === id && active.isPinned ? null : { id, isPinned: true });
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (tiles.length === 0) return;
    const index = tiles.findIndex((tile) => tile.security.id === active?.id);
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const next = index < 0 ? 0 : (index + step + tiles.length) % tiles.length;
      setActive({ id: tiles[next]!.security.id, isPinned: true });
    } else if (event.key === 'Escape') {
      setActive(null);
    }
  };

  return (
    <Box
      ref={measure}
      sx={{ position: 'relative', height, bgcolor: SECTOR_BACKGROUND, borderRadius: 1, overflow: 'hidden' }}
    >
      <Box
        role="listbox"
        aria-label="Sector heatmap"
        tabIndex={0}
        aria-activedescendant={activeTile ? tileElementId(activeTile) : undefined}
        aria-describedby={activeTile ? tooltipId : undefined}
        data-layout={layout?.serial}
        onPointerOver={handlePointerOver}
        onPointerLeave={handlePointerLeave}
        onClick={handleClick}
        onKeyDown={handleKeyDown}
        sx={{
          position: 'absolute',
          inset: 0,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: -3 },
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
            // Each tile's size is fixed: its text never makes the browser lay out any other box.
            contain: 'strict',
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
          '& [data-tile-id][aria-selected="true"]': { outline: '2px solid #fff', outlineOffset: -2 },
        }}
      >
        {layout?.sectors.map((sector) => (
          <div
            key={sector.sector}
            data-sector={sector.sector}
            aria-hidden
            style={{ left: sector.x, top: sector.y, width: sector.width, height: sector.height }}
          >
            {sector.width >= 60 ? `${sector.sector} ${formatPercent(sector.changePercent)}` : null}
          </div>
        ))}
        {tiles.map((tile) => (
          <HeatmapTile key={tile.security.id} tile={tile} isActive={tile === activeTile} />
        ))}
      </Box>
      {activeTile && layout && (
        <HeatmapTooltip id={tooltipId} tile={activeTile} bounds={{ width: sized.width, height }} />
      )}
    </Box>
  );
}

function tileElementId(tile: TileBox): string {
  return `heatmap-tile-${tile.security.id}`;
}

const HeatmapTile = memo(function HeatmapTile({ tile, isActive }: { tile: TileBox; isActive: boolean }) {
  const { security } = tile;
  const quote = useLiveQuote(security.id);
  const percent = quote?.up_down_percent ?? security.up_down_percent;
  const change = formatPercent(percent);
  const hasSymbol = tile.width >= 30 && tile.height >= 16;
  const hasChange = hasSymbol && tile.width >= 44 && tile.height >= 34;
  // Bigger tiles get bigger text, within 10-20 px.
  const fontSize = Math.round(Math.max(10, Math.min(20, tile.width / 6, tile.height / 3)));
  return (
    <div
      id={tileElementId(tile)}
      role="option"
      tabIndex={-1}
      aria-selected={isActive}
      aria-label={`${security.symbol}, ${tile.sector}, ${change}`}
      data-tile-id={security.id}
      style={{
        left: tile.x,
        top: tile.y,
        width: tile.width,
        height: tile.height,
        fontSize,
        backgroundColor: changeColour(percent),
      }}
    >
      {hasSymbol && <span style={{ fontWeight: 700 }}>{security.symbol}</span>}
      {hasChange && <span>{change}</span>}
    </div>
  );
});

/**
 * The latest quotes of `securities`, read every `intervalMs` (a new map only when a price or change
 * moved): what the sizes are laid out from, so a tick alone never lays the treemap out again.
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
        for (const { id } of securities) {
          const quote = client.getQuote(id);
          const before = previous.get(id);
          if (quote) next.set(id, quote);
          if (
            quote?.live_price !== before?.live_price ||
            quote?.up_down_percent !== before?.up_down_percent
          ) {
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
