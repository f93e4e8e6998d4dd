import { alpha, Box, useTheme } from '@mui/material';
import { formatIndianNumber, type PriceBar } from '@tradecircle/domain';
import {
  AreaSeries,
  CandlestickSeries,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { liveBar, toChartBars } from '../chart-data.ts';
import type { ChartType } from '../hooks/use-chart-type.ts';

interface PriceChartProps {
  bars: readonly PriceBar[];
  type: ChartType;
  intraday: boolean;
  /** The latest tick; moves the last bar (or opens the next one). */
  live?: { price: number; epochSeconds: number };
  height: number;
}

type PriceSeries =
  | { type: 'area'; api: ISeriesApi<'Area'> }
  | { type: 'candlestick'; api: ISeriesApi<'Candlestick'> };

function setBars(series: PriceSeries, bars: readonly PriceBar[]): void {
  if (series.type === 'area') {
    series.api.setData(bars.map((bar) => ({ time: bar.time as UTCTimestamp, value: bar.close })));
  } else {
    series.api.setData(bars.map((bar) => ({ ...bar, time: bar.time as UTCTimestamp })));
  }
}

/** `update` replaces the bar with the same time or appends a later one (the v5 real-time API). */
function updateBar(series: PriceSeries, bar: PriceBar): void {
  if (series.type === 'area') series.api.update({ time: bar.time as UTCTimestamp, value: bar.close });
  else series.api.update({ ...bar, time: bar.time as UTCTimestamp });
}

/** Lightweight Charts v5: area or candlestick, sized by its container (autoSize uses ResizeObserver). */
export function PriceChart({ bars, type, intraday, live, height }: PriceChartProps) {
  const theme = useTheme();
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<PriceSeries | null>(null);
  const lastBarRef = useRef<PriceBar | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, {
      autoSize: true,
      layout: {
        background: { color: 'transparent' },
        textColor: theme.palette.text.secondary,
        fontFamily: theme.typography.fontFamily,
        // Keeps the TradingView link the licence asks for.
        attributionLogo: true,
      },
      grid: {
        vertLines: { color: theme.palette.divider },
        horzLines: { color: theme.palette.divider },
      },
      rightPriceScale: { borderColor: theme.palette.divider },
      timeScale: { borderColor: theme.palette.divider, secondsVisible: false },
      localization: { locale: 'en-IN', priceFormatter: (price: number) => formatIndianNumber(price) },
    });
    chartRef.current = chart;
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
    };
  }, [theme]);

  useEffect(() => {
    chartRef.current?.applyOptions({ timeScale: { timeVisible: intraday } });
  }, [intraday]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const series: PriceSeries =
      type === 'area'
        ? {
            type,
            api: chart.addSeries(AreaSeries, {
              lineColor: theme.palette.primary.main,
              topColor: alpha(theme.palette.primary.main, 0.28),
              bottomColor: alpha(theme.palette.primary.main, 0.02),
              lineWidth: 2,
            }),
          }
        : {
            type,
            api: chart.addSeries(CandlestickSeries, {
              upColor: theme.palette.success.main,
              downColor: theme.palette.error.main,
              borderVisible: false,
              wickUpColor: theme.palette.success.main,
              wickDownColor: theme.palette.error.main,
            }),
          };
    const chartBars = toChartBars(bars, intraday);
    setBars(series, chartBars);
    lastBarRef.current = chartBars.at(-1) ?? null;
    seriesRef.current = series;
    chart.timeScale().fitContent();
    return () => {
      // On unmount the chart's own cleanup has already removed it, with its series.
      if (chartRef.current === chart) chart.removeSeries(series.api);
      if (seriesRef.current === series) seriesRef.current = null;
    };
  }, [bars, type, intraday, theme]);

  const livePrice = live?.price;
  const liveSeconds = live?.epochSeconds;
  useEffect(() => {
    const series = seriesRef.current;
    const last = lastBarRef.current;
    if (!series || !last || livePrice === undefined || liveSeconds === undefined) return;
    const bar = liveBar(last, livePrice, liveSeconds, intraday);
    lastBarRef.current = bar;
    updateBar(series, bar);
  }, [livePrice, liveSeconds, intraday]);

  return <Box ref={containerRef} data-testid="price-chart" sx={{ width: '100%', height }} />;
}
