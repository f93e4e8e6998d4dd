import { alpha, Box, useTheme } from '@mui/material';
import { formatSignedNumber } from '@tradecircle/domain';
import { type AutoscaleInfo, BaselineSeries, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { createThemedChart } from '../../../shared/ui/themed-chart.ts';
import type { EquityPoint } from '../format.ts';

/**
 * Lightweight Charts v5: the cumulative return (percent) after each closed call, green above 0 and
 * red below it, sized by its container (autoSize uses ResizeObserver).
 */
export function EquityCurveChart({ points }: { points: readonly EquityPoint[] }) {
  const theme = useTheme();
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { success, error } = theme.palette;
    const { chart, dispose } = createThemedChart(container, theme, {
      scaleMargins: { top: 0.12, bottom: 0.08 },
      timeScale: { timeVisible: true, secondsVisible: false },
      priceFormatter: (value: number) => `${formatSignedNumber(value)}%`,
    });
    const series = chart.addSeries(BaselineSeries, {
      baseValue: { type: 'price', price: 0 },
      topLineColor: success.main,
      topFillColor1: alpha(success.main, 0.28),
      topFillColor2: alpha(success.main, 0.04),
      bottomLineColor: error.main,
      bottomFillColor1: alpha(error.main, 0.04),
      bottomFillColor2: alpha(error.main, 0.28),
      lineWidth: 2,
      // The scale always shows 0, where the curve starts: a record that only rose is not drawn as a fall.
      autoscaleInfoProvider: (original: () => AutoscaleInfo | null) => {
        const info = original();
        if (!info?.priceRange) return info;
        const { minValue, maxValue } = info.priceRange;
        return { ...info, priceRange: { minValue: Math.min(minValue, 0), maxValue: Math.max(maxValue, 0) } };
      },
    });
    series.setData(points.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })));
    chart.timeScale().fitContent();
    return dispose;
  }, [points, theme]);

  return <Box ref={containerRef} data-testid="equity-curve-chart" sx={{ width: '100%', height: '100%' }} />;
}
