/**
 * The sector heatmap's geometry and colours (integrations.md §6.3: a squarified treemap sized by
 * market capitalisation, coloured by today's change). Pure functions over d3-hierarchy, so the
 * component only draws boxes.
 */
import type { HeatmapSector, HeatmapSecurity } from '@tradecircle/domain';
import { type HierarchyNode, hierarchy, treemap, treemapResquarify } from 'd3-hierarchy';

/** Room above each sector's tiles for its name. */
export const SECTOR_HEADER_PX = 18;
/** Changes at or beyond this many percent get the full green or red. */
export const HEATMAP_FULL_COLOUR_PERCENT = 3;
/**
 * Colours change in steps of this many percent: most ticks then leave a tile's colour as it was,
 * so the browser repaints only the tiles whose step (or printed change) moved.
 */
export const HEATMAP_COLOUR_STEP_PERCENT = 0.5;

type Datum =
  | { kind: 'root'; children: Datum[] }
  | { kind: 'sector'; sector: HeatmapSector; children: Datum[] }
  | { kind: 'security'; security: HeatmapSecurity; sector: string };

export type HeatmapTree = HierarchyNode<Datum>;

export interface TileBox {
  security: HeatmapSecurity;
  sector: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SectorBox {
  sector: HeatmapSector;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface HeatmapLayout {
  sectors: SectorBox[];
  tiles: TileBox[];
  /** Counts layouts in this tab: equal serials mean the boxes were not laid out again. */
  serial: number;
}

let layoutSerial = 0;

/**
 * The hierarchy (sectors, then securities), sorted once by the first market caps. Lay out a new
 * tree when the data or the width changes; for new prices re-use it with `layoutHeatmap`, which keeps
 * each tile's neighbours (resquarify), so live re-layouts nudge tiles instead of shuffling them.
 */
export function buildHeatmapTree(sectors: readonly HeatmapSector[]): HeatmapTree {
  const root = hierarchy<Datum>(
    {
      kind: 'root',
      children: sectors.map((sector) => ({
        kind: 'sector',
        sector,
        children: sector.securities.map((security) => ({
          kind: 'security',
          security,
          sector: sector.sector,
        })),
      })),
    },
    (datum) => (datum.kind === 'security' ? undefined : datum.children),
  );
  return root
    .sum((datum) => (datum.kind === 'security' ? Math.max(0, datum.security.market_cap) : 0))
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
}

/** Lays the tree out in `width` × `height` px with each security's market cap from `capOf`. */
export function layoutHeatmap(
  tree: HeatmapTree,
  width: number,
  height: number,
  capOf: (security: HeatmapSecurity) => number,
): HeatmapLayout {
  tree.sum((datum) => (datum.kind === 'security' ? Math.max(0, capOf(datum.security)) : 0));
  const laidOut = treemap<Datum>()
    .tile(treemapResquarify)
    .size([width, height])
    .round(true)
    .paddingInner(1)
    .paddingTop((node) => (node.depth === 1 ? SECTOR_HEADER_PX : 0))
    .paddingRight((node) => (node.depth === 1 ? 1 : 0))
    .paddingBottom((node) => (node.depth === 1 ? 1 : 0))
    .paddingLeft((node) => (node.depth === 1 ? 1 : 0))(tree);

  const sectors: SectorBox[] = [];
  const tiles: TileBox[] = [];
  for (const node of laidOut.descendants()) {
    const box = { x: node.x0, y: node.y0, width: node.x1 - node.x0, height: node.y1 - node.y0 };
    if (node.data.kind === 'sector') {
      sectors.push({ sector: node.data.sector, ...box });
    } else if (node.data.kind === 'security') {
      tiles.push({ security: node.data.security, sector: node.data.sector, ...box });
    }
  }
  layoutSerial += 1;
  return { sectors, tiles, serial: layoutSerial };
}

/** Market cap moves with the price (shares outstanding × live price, docs/api.md); ₹ crore. */
export function liveMarketCap(security: HeatmapSecurity, livePrice: number | undefined): number {
  if (livePrice === undefined || security.live_price <= 0) return security.market_cap;
  return (security.market_cap * livePrice) / security.live_price;
}

/**
 * A sector's change weighted by its securities' market caps, from their live prices and changes
 * where `quoteOf` has them (the server's figure until the first tick).
 */
export function sectorChange(
  sector: HeatmapSector,
  quoteOf: (id: number) => { live_price: number; up_down_percent: number } | undefined,
): number {
  let total = 0;
  let weighted = 0;
  for (const security of sector.securities) {
    const quote = quoteOf(security.id);
    const cap = Math.max(0, liveMarketCap(security, quote?.live_price));
    total += cap;
    weighted += cap * (quote?.up_down_percent ?? security.up_down_percent);
  }
  return total > 0 ? weighted / total : sector.change_percent;
}

type Rgb = readonly [number, number, number];
// White text reads on all three at 4.5:1 or more, and on every mix of them (a mix is never lighter).
const NEUTRAL: Rgb = [0x5f, 0x66, 0x73];
const UP: Rgb = [0x0c, 0x7a, 0x43];
const DOWN: Rgb = [0xc6, 0x28, 0x28];
const FULL_STEP = HEATMAP_FULL_COLOUR_PERCENT / HEATMAP_COLOUR_STEP_PERCENT;

/** The colour step of a change: a whole number from −6 (−3 % or less) through 0 to +6. */
export function colourStep(percent: number): number {
  const step = Math.round(percent / HEATMAP_COLOUR_STEP_PERCENT);
  return Math.max(-FULL_STEP, Math.min(FULL_STEP, step)) || 0;
}

/** The tile colour for a change: grey near 0, deeper green (up) or red (down) in 0.5 % steps to ±3 %. */
export function changeColour(percent: number): string {
  const step = colourStep(percent);
  const share = Math.abs(step) / FULL_STEP;
  const end = step > 0 ? UP : DOWN;
  const [r, g, b] = NEUTRAL.map((from, index) => Math.round(from + (end[index]! - from) * share));
  return `rgb(${r}, ${g}, ${b})`;
}
