/**
 * The web-heatmap bench page: the app's live HeatmapTreemap with 500 securities, fed by the real
 * live-price client over the bench server's /ws/security/. run.ts reads the frame times it records.
 */
import { Box } from '@mui/material';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../../../apps/web/src/app/providers.tsx';
import { HeatmapTreemap } from '../../../apps/web/src/features/markets/components/heatmap-treemap.tsx';
import { livePriceClient } from '../../../apps/web/src/shared/live/live-price-client.ts';
import { HEATMAP_SIZE, heatmapSectors } from './heatmap-data.ts';

interface FrameRecorder {
  /** `isPointerMoving`: the pointer goes over another tile every frame (the tooltip follows). */
  start(isPointerMoving?: boolean): void;
  stop(): { frames: number[]; longTaskMs: number; mutations: number; layouts: number };
  quotesSeen(): number;
  tiles(): number;
}

const heatmap = () => document.querySelector<HTMLElement>('[role="listbox"]');
const layoutSerial = () => Number(heatmap()?.dataset.layout ?? 0);

function frameRecorder(): FrameRecorder {
  let frames: number[] = [];
  let last = 0;
  let running = false;
  let pointerMoving = false;
  let longTaskMs = 0;
  let mutations = 0;
  let firstLayout = 0;
  const onFrame = (now: number) => {
    if (!running) return;
    if (last > 0) frames.push(now - last);
    last = now;
    if (pointerMoving) {
      const tiles = document.querySelectorAll('[data-tile-id]');
      // A stride that visits big and small tiles all over the map.
      const tile = tiles[(frames.length * 37) % tiles.length];
      tile?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    }
    requestAnimationFrame(onFrame);
  };
  new PerformanceObserver((list) => {
    if (running) for (const entry of list.getEntries()) longTaskMs += entry.duration;
  }).observe({ type: 'longtask' });
  new MutationObserver((records) => {
    if (running) mutations += records.length;
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  return {
    start(isPointerMoving = false) {
      pointerMoving = isPointerMoving;
      frames = [];
      last = 0;
      longTaskMs = 0;
      mutations = 0;
      firstLayout = layoutSerial();
      running = true;
      requestAnimationFrame(onFrame);
    },
    stop() {
      running = false;
      // React reads a leave from pointerout towards outside the page.
      heatmap()?.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: null }));
      return { frames, longTaskMs, mutations, layouts: layoutSerial() - firstLayout };
    },
    quotesSeen() {
      const client = livePriceClient();
      let seen = 0;
      for (let id = 1; id <= HEATMAP_SIZE; id += 1) if (client.getQuote(id)) seen += 1;
      return seen;
    },
    tiles() {
      return document.querySelectorAll('[data-tile-id]').length;
    },
  };
}

(globalThis as unknown as { benchHeatmap: FrameRecorder }).benchHeatmap = frameRecorder();

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <AppProviders>
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <HeatmapTreemap sectors={heatmapSectors()} />
    </Box>
  </AppProviders>,
);
