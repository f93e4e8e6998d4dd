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
  sector: string;
  /** Market-cap weighted change at the time of the layout. */
  changePercent: number;
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
  changeOf: (security: HeatmapSecurity) => number = (security) => security.up_down_percent,
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
      const members = node.data.sector.securities;
      const total = members.reduce((sum, security) => sum + Math.max(0, capOf(security)), 0);
      const weighted = members.reduce(
        (sum, security) => sum + Math.max(0, capOf(security)) * changeOf(security),
        0,
      );
      const changePercent = total > 0 ? weighted / total : node.data.sector.change_percent;
      sectors.push({ sector: node.data.sector.sector, changePercent, ...box });
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

type Rgb = readonly [number, number, number];
// White text reads on all three at 4.5:1 or more, and on every mix of them (a mix is never lighter).
const NEUTRAL: Rgb = [0x5f, 0x66, 0x73];
const UP: Rgb = [0x0c, 0x7a, 0x43];
const DOWN: Rgb = [0xc6, 0x28, 0x28];

/** The tile colour for a change: grey at 0, deeper green (up) or red (down) up to ±3 %. */
export function changeColour(percent: number): string {
  const share = Math.min(1, Math.abs(percent) / HEATMAP_FULL_COLOUR_PERCENT);
  const end = percent > 0 ? UP : DOWN;
  const [r, g, b] = NEUTRAL.map((from, index) => Math.round(from + (end[index]! - from) * share));
  return `rgb(${r}, ${g}, ${b})`;
}
