/**
 * A Lightweight Charts (v5) chart in the app's theme, sized by its container, for the app's few
 * charts that are not a security's price chart (the track record's equity curve, the portfolio
 * review's year). Import it only from lazily loaded components: it brings the charting library.
 */
import type { Theme } from '@mui/material';
import { createChart, type DeepPartial, type IChartApi, type TimeScaleOptions } from 'lightweight-charts';

export type ThemedChartOptions = {
  priceFormatter: (value: number) => string;
  scaleMargins: { top: number; bottom: number };
  timeScale?: DeepPartial<TimeScaleOptions>;
};

/**
 * The chart, and its disposal. The whole series fills the width at any size: autoSize learns the
 * container's width only after creation (ResizeObserver), so the content is fitted again on resize.
 */
export function createThemedChart(
  container: HTMLElement,
  theme: Theme,
  options: ThemedChartOptions,
): { chart: IChartApi; dispose: () => void } {
  const { text, divider } = theme.palette;
  const chart = createChart(container, {
    autoSize: true,
    layout: {
      background: { color: 'transparent' },
      textColor: text.secondary,
      fontFamily: theme.typography.fontFamily,
      // Keeps the TradingView link the licence asks for.
      attributionLogo: true,
    },
    grid: { vertLines: { color: divider }, horzLines: { color: divider } },
    rightPriceScale: { borderColor: divider, scaleMargins: options.scaleMargins },
    timeScale: { borderColor: divider, ...options.timeScale },
    localization: { locale: 'en-IN', priceFormatter: options.priceFormatter },
  });
  const refit =
    typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.timeScale().fitContent());
  refit?.observe(container);
  return {
    chart,
    dispose: () => {
      refit?.disconnect();
      chart.remove();
    },
  };
}
