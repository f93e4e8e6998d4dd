/**
 * The web-feed bench page: the app's TradeFeed with 200 live cards, fed by the real live-price
 * client over the bench server's /ws/security/. run.ts reads the frame times it records.
 */
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../../../apps/web/src/app/providers.tsx';
import type { TradeCardHandlers } from '../../../apps/web/src/features/trades/components/trade-card-props.ts';
import { TradeFeed } from '../../../apps/web/src/features/trades/components/trade-feed.tsx';
import { livePriceClient } from '../../../apps/web/src/shared/live/live-price-client.ts';
import { FEED_SIZE, feedSecurityId, feedTrades } from './feed-trades.ts';

const ignore = () => {};
/** Every button a follower sees, so the cards are as heavy as in the app. */
const handlers: TradeCardHandlers = {
  onCopy: ignore,
  onBookmark: ignore,
  onShare: ignore,
  onComment: ignore,
  onDownloadReport: ignore,
  onOpenDetail: ignore,
};

/** Pixels scrolled per frame in the scrolling phase: a brisk flick through the feed. */
const SCROLL_PX_PER_FRAME = 12;

interface FrameRecorder {
  /** `isScrolling`: scrolls the feed down a little every frame, back to the top at the end. */
  start(isScrolling?: boolean): void;
  stop(): { frames: number[]; longTaskMs: number; mutations: number };
  quotesSeen(): number;
}

function frameRecorder(): FrameRecorder {
  let frames: number[] = [];
  let last = 0;
  let running = false;
  let scrolling = false;
  let longTaskMs = 0;
  let mutations = 0;
  const onFrame = (now: number) => {
    if (!running) return;
    if (last > 0) frames.push(now - last);
    last = now;
    if (scrolling) {
      const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      window.scrollTo(0, atBottom ? 0 : window.scrollY + SCROLL_PX_PER_FRAME);
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
    start(isScrolling = false) {
      scrolling = isScrolling;
      frames = [];
      last = 0;
      longTaskMs = 0;
      mutations = 0;
      running = true;
      requestAnimationFrame(onFrame);
    },
    stop() {
      running = false;
      return { frames, longTaskMs, mutations };
    },
    quotesSeen() {
      const client = livePriceClient();
      let seen = 0;
      for (let index = 0; index < FEED_SIZE; index += 1) {
        if (client.getQuote(feedSecurityId(index))) seen += 1;
      }
      return seen;
    },
  };
}

(globalThis as unknown as { benchFeed: FrameRecorder }).benchFeed = frameRecorder();

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <AppProviders>
    <TradeFeed trades={feedTrades()} viewer={{ userId: 1 }} handlers={handlers} columns={2} />
  </AppProviders>,
);
