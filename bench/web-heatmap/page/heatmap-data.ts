/** The bench heatmap: 500 securities in 12 sectors, market caps skewed as an index's are. */
import type { HeatmapSector } from '@tradecircle/domain';

export const HEATMAP_SIZE = 500;

const SECTORS = [
  'Financial Services',
  'Information Technology',
  'Oil Gas & Consumable Fuels',
  'Fast Moving Consumer Goods',
  'Automobile and Auto Components',
  'Healthcare',
  'Metals & Mining',
  'Capital Goods',
  'Power',
  'Consumer Durables',
  'Construction Materials',
  'Telecommunication',
];

/** The price the bench server starts security `id` at, also its previous close (run.ts walks it). */
export function startPrice(id: number): number {
  return 100 + id * 7;
}

/** Ids 1-500; the largest company about 270 times the smallest; some sectors far bigger than others. */
export function heatmapSectors(): HeatmapSector[] {
  let seed = 11;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const bySector = new Map<string, HeatmapSector['securities']>();
  for (let id = 1; id <= HEATMAP_SIZE; id += 1) {
    const sector = SECTORS[Math.floor(SECTORS.length * random() ** 1.5)]!;
    const security = {
      id,
      symbol: `BENCH${id}`,
      name: `Bench Company ${id} Ltd`,
      market_cap: Math.round(1_500_000 / id ** 0.9),
      live_price: startPrice(id),
      up_down_percent: 0,
    };
    bySector.set(sector, [...(bySector.get(sector) ?? []), security]);
  }
  return [...bySector].map(([sector, securities]) => ({
    sector,
    market_cap: securities.reduce((sum, security) => sum + security.market_cap, 0),
    change_percent: 0,
    securities,
  }));
}
