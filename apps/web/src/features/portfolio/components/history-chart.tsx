import { Box, useTheme } from '@mui/material';
import { formatIndianNumber, type PortfolioReview } from '@tradecircle/domain';
import { LineSeries, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { createThemedChart } from '../../../shared/ui/themed-chart.ts';

/**
 * Lightweight Charts v5: today's holdings held over the past year and NIFTY 50, both rebased to 100,
 * as two lines sized by their container (autoSize uses ResizeObserver).
 */
export function HistoryChart({ points }: { points: PortfolioReview['history'] }) {
  const theme = useTheme();
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { primary, grey } = theme.palette;
    const { chart, dispose } = createThemedChart(container, theme, {
      scaleMargins: { top: 0.1, bottom: 0.08 },
      priceFormatter: (value: number) => formatIndianNumber(value, 1),
    });
    const portfolio = chart.addSeries(LineSeries, {
      color: primary.main,
      lineWidth: 2,
      priceLineVisible: false,
    });
    const nifty = chart.addSeries(LineSeries, {
      color: grey[500],
      lineWidth: 2,
      lineStyle: 2,
      priceLineVisible: false,
    });
    portfolio.setData(points.map((point) => ({ time: point.time as UTCTimestamp, value: point.portfolio })));
    nifty.setData(
      points.flatMap((point) =>
        point.nifty === null ? [] : [{ time: point.time as UTCTimestamp, value: point.nifty }],
      ),
    );
    chart.timeScale().fitContent();
    return dispose;
  }, [points, theme]);

  return (
    <Box ref={containerRef} data-testid="portfolio-history-chart" sx={{ width: '100%', height: '100%' }} />
  );
}
