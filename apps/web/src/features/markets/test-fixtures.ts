/** Markets answers for tests, checked against the domain's wire schemas (not shipped). */
import {
  type HeatmapSector,
  HeatmapSectorSchema,
  type MarketIndex,
  MarketIndexSchema,
  type MarketMover,
  MarketMoverSchema,
  type SectorHeatmapResponse,
} from '@tradecircle/domain';
import { vi } from 'vitest';

export function makeIndex(overrides: Partial<MarketIndex> = {}): MarketIndex {
  return MarketIndexSchema.parse({
    id: 901,
    symbol: 'NIFTY',
    name: 'NIFTY 50',
    exchange: 'NSE',
    live_price: 24_500,
    change: 110.25,
    up_down_percent: 0.45,
    is_simulated: true,
    ...overrides,
  });
}

export function makeMover(overrides: Partial<MarketMover> = {}): MarketMover {
  return MarketMoverSchema.parse({
    id: 11,
    name: 'Reliance Industries Ltd',
    symbol: 'RELIANCE',
    exchange: 'NSE',
    logo: null,
    live_price: 2950,
    change: 59,
    up_down_percent: 2.04,
    activity: 0,
    ...overrides,
  });
}

/** Sectors with securities whose ids start at `firstId`; caps as given per sector. */
export function makeSectors(caps: Record<string, number[]>, firstId = 1): HeatmapSector[] {
  let id = firstId;
  return Object.entries(caps).map(([sector, sectorCaps]) =>
    HeatmapSectorSchema.parse({
      sector,
      market_cap: sectorCaps.reduce((sum, cap) => sum + cap, 0),
      change_percent: 0,
      securities: sectorCaps.map((market_cap, index) => {
        const securityId = id++;
        return {
          id: securityId,
          symbol: `${sector.slice(0, 3).toUpperCase()}${index + 1}`,
          name: `${sector} Company ${index + 1}`,
          market_cap,
          live_price: 100,
          up_down_percent: index % 2 === 0 ? 1 : -1,
        };
      }),
    }),
  );
}

export function heatmapAnswer(sectors: HeatmapSector[]): SectorHeatmapResponse {
  return { as_of: '2026-11-20T09:30:00.000Z', sectors };
}

/** A ResizeObserver that reports every observed element `width` px wide at once. */
export function installFakeResizeObserver(width: number): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        const entry = { target, contentRect: { width } } as unknown as ResizeObserverEntry;
        this.callback([entry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}
