import { formatPercent, type HeatmapSector } from '@tradecircle/domain';
import { memo, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { livePriceClient } from '../../../shared/live/live-price-client.ts';
import {
  changeColour,
  colourStep,
  HEATMAP_COLOUR_STEP_PERCENT,
  type SectorBox,
  sectorChange,
  type TileBox,
} from '../heatmap-layout.ts';
import type { ActiveTileStore } from './active-tile-store.ts';

export function tileElementId(id: number): string {
  return `heatmap-tile-${id}`;
}

/**
 * One security's box. It re-renders only when what it shows changes: the printed change of a tile
 * big enough to print it, else only its colour step, so most ticks leave most tiles (and the
 * browser's paint) alone.
 */
export const HeatmapTile = memo(function HeatmapTile({
  tile,
  activeTiles,
  tooltipId,
}: {
  tile: TileBox;
  activeTiles: ActiveTileStore;
  tooltipId: string;
}) {
  const { security } = tile;
  const hasSymbol = tile.width >= 30 && tile.height >= 16;
  const hasChange = hasSymbol && tile.width >= 44 && tile.height >= 34;
  const client = livePriceClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.subscribe(security.id, onChange),
    [client, security.id],
  );
  const shown = useSyncExternalStore(subscribe, () => {
    const percent = client.getQuote(security.id)?.up_down_percent ?? security.up_down_percent;
    return hasChange ? Math.round(percent * 100) / 100 : colourStep(percent) * HEATMAP_COLOUR_STEP_PERCENT;
  });
  const isActive = useSyncExternalStore(activeTiles.subscribe, () => activeTiles.get()?.id === security.id);
  const change = formatPercent(shown, hasChange ? 2 : 1);
  // Bigger tiles get bigger text, within 10-20 px.
  const fontSize = Math.round(Math.max(10, Math.min(20, tile.width / 6, tile.height / 3)));
  return (
    <div
      id={tileElementId(security.id)}
      role="option"
      tabIndex={-1}
      aria-selected={isActive}
      aria-label={`${security.symbol}, ${tile.sector}, ${hasChange ? change : `about ${change}`}`}
      aria-describedby={isActive ? tooltipId : undefined}
      data-tile-id={security.id}
      style={{
        left: tile.x,
        top: tile.y,
        width: tile.width,
        height: tile.height,
        fontSize,
        backgroundColor: changeColour(shown),
      }}
    >
      {hasSymbol && <span style={{ fontWeight: 700 }}>{security.symbol}</span>}
      {hasChange && <span>{change}</span>}
    </div>
  );
});

/** A sector's name over its box with its market-cap weighted change, live. */
export const SectorLabel = memo(function SectorLabel({ box }: { box: SectorBox }) {
  const { sector } = box;
  const client = livePriceClient();
  useTicksOf(sector);
  const hasLabel = box.width >= 60;
  return (
    <div
      data-sector={sector.sector}
      aria-hidden
      style={{ left: box.x, top: box.y, width: box.width, height: box.height }}
    >
      {hasLabel
        ? `${sector.sector} ${formatPercent(sectorChange(sector, (id) => client.getQuote(id)))}`
        : null}
    </div>
  );
});

/**
 * Re-renders once per batch of ticks of the sector's securities (a frame carries them all), for a
 * figure read from all of them: useLiveQuotes would compare every quote of the sector on each one.
 */
function useTicksOf(sector: HeatmapSector): void {
  const client = livePriceClient();
  const [, setBatches] = useState(0);
  useEffect(() => {
    let isScheduled = false;
    const onTick = () => {
      if (isScheduled) return;
      isScheduled = true;
      queueMicrotask(() => {
        isScheduled = false;
        setBatches((count) => count + 1);
      });
    };
    const unsubscribes = sector.securities.map((security) => client.subscribe(security.id, onTick));
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [client, sector]);
}
