import { describe, expect, it } from 'vitest';
import {
  buildHeatmapTree,
  changeColour,
  colourStep,
  HEATMAP_FULL_COLOUR_PERCENT,
  layoutHeatmap,
  liveMarketCap,
  SECTOR_HEADER_PX,
  sectorChange,
  type TileBox,
} from './heatmap-layout.ts';
import { makeSectors } from './test-fixtures.ts';

const area = (box: { width: number; height: number }) => box.width * box.height;
const byCap = (security: { market_cap: number }) => security.market_cap;
const rgb = (colour: string) => colour.match(/\d+/g)!.map(Number) as [number, number, number];

describe('layoutHeatmap', () => {
  const sectors = makeSectors({
    Financials: [4000, 2000, 1000, 1000],
    Energy: [3000, 1000],
    IT: [2500, 500, 500],
    Metals: [500],
  });

  it('gives each sector and each security an area proportional to its market cap', () => {
    const layout = layoutHeatmap(buildHeatmapTree(sectors), 1200, 800, byCap);
    const total = sectors.reduce((sum, sector) => sum + sector.market_cap, 0);
    const boxArea = 1200 * 800;
    for (const box of layout.sectors) {
      expect(area(box) / boxArea).toBeCloseTo(box.sector.market_cap / total, 2);
    }
    // Inside a sector (less its name row and borders) the tiles share the area by market cap.
    for (const sector of sectors) {
      const tiles = layout.tiles.filter((tile) => tile.sector === sector.sector);
      const tileArea = tiles.reduce((sum, tile) => sum + area(tile), 0);
      for (const tile of tiles) {
        const share = area(tile) / tileArea;
        expect(Math.abs(share - tile.security.market_cap / sector.market_cap)).toBeLessThan(0.02);
      }
    }
  });

  it('keeps every tile inside its sector, under the sector name, with no overlaps', () => {
    const layout = layoutHeatmap(buildHeatmapTree(sectors), 1000, 600, byCap);
    expect(layout.tiles).toHaveLength(10);
    for (const tile of layout.tiles) {
      const box = layout.sectors.find((each) => each.sector.sector === tile.sector)!;
      expect(tile.x).toBeGreaterThanOrEqual(box.x);
      expect(tile.y).toBeGreaterThanOrEqual(box.y + SECTOR_HEADER_PX);
      expect(tile.x + tile.width).toBeLessThanOrEqual(box.x + box.width);
      expect(tile.y + tile.height).toBeLessThanOrEqual(box.y + box.height);
    }
    const overlaps = (a: TileBox, b: TileBox) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const [index, tile] of layout.tiles.entries()) {
      for (const other of layout.tiles.slice(index + 1)) expect(overlaps(tile, other)).toBe(false);
    }
  });

  it('re-lays the same tree for new market caps without moving tiles to other neighbours', () => {
    const tree = buildHeatmapTree(sectors);
    const first = layoutHeatmap(tree, 1000, 600, byCap);
    // Every price up to 2% up or down: sizes change a little, the arrangement stays.
    const second = layoutHeatmap(tree, 1000, 600, (security) =>
      liveMarketCap(security, security.live_price * (1 + ((security.id % 5) - 2) / 100)),
    );
    expect(second.serial).toBe(first.serial + 1);
    const order = (layout: typeof first) =>
      [...layout.tiles]
        .sort((a, b) => a.y - b.y || a.x - b.x)
        .map((tile) => tile.security.id)
        .join(',');
    expect(order(second)).toBe(order(first));
    for (const tile of second.tiles) {
      const before = first.tiles.find((each) => each.security.id === tile.security.id)!;
      expect(Math.abs(tile.x - before.x)).toBeLessThanOrEqual(20);
      expect(Math.abs(tile.y - before.y)).toBeLessThanOrEqual(20);
    }
  });
});

describe('sectorChange', () => {
  it('weights the changes by live market cap, with the server figures until a tick', () => {
    const [metals] = makeSectors({ Metals: [300, 100] });
    // Server figures: +1% on 300 and -1% on 100.
    expect(sectorChange(metals!, () => undefined)).toBeCloseTo(0.5);
    // The big one ticks to +2% at 102: cap 306 against 100 at -1%.
    const quotes = new Map([[1, { live_price: 102, up_down_percent: 2 }]]);
    expect(sectorChange(metals!, (id) => quotes.get(id))).toBeCloseTo((306 * 2 - 100) / 406);
  });
});

describe('changeColour', () => {
  it('is grey when about unchanged and deepens to green up and red down in 0.5% steps, full at ±3%', () => {
    const grey = rgb(changeColour(0));
    const green = rgb(changeColour(HEATMAP_FULL_COLOUR_PERCENT));
    const red = rgb(changeColour(-HEATMAP_FULL_COLOUR_PERCENT));
    expect(grey).toEqual([95, 102, 115]);
    expect(changeColour(0.2)).toBe(changeColour(0));
    expect(green[1]).toBeGreaterThan(green[0]);
    expect(red[0]).toBeGreaterThan(red[1]);
    expect(changeColour(9)).toBe(changeColour(HEATMAP_FULL_COLOUR_PERCENT));
    expect(changeColour(-9)).toBe(changeColour(-HEATMAP_FULL_COLOUR_PERCENT));
    const halfUp = rgb(changeColour(1.5));
    expect(halfUp[0]).toBeLessThan(grey[0]);
    expect(halfUp[0]).toBeGreaterThan(green[0]);
    expect(changeColour(1.5)).not.toBe(changeColour(-1.5));
    // Within a step the colour holds, so a small tick repaints nothing.
    expect(changeColour(1.4)).toBe(changeColour(1.6));
    expect(changeColour(1.8)).not.toBe(changeColour(1.6));
  });

  it('numbers the steps from -6 to +6', () => {
    expect([-9, -3, -0.74, -0.2, 0, 0.26, 2.9, 9].map(colourStep)).toEqual([-6, -6, -1, 0, 0, 1, 6, 6]);
  });
});
