import { useCallback, useState } from 'react';

export const CHART_TYPES = ['area', 'candlestick'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** The stored chart setting (trades.md §2: "default from stored settings"). */
export const CHART_TYPE_STORAGE_KEY = 'chart_type';
export const DEFAULT_CHART_TYPE: ChartType = 'area';

export function readChartType(): ChartType {
  const stored = localStorage.getItem(CHART_TYPE_STORAGE_KEY);
  return CHART_TYPES.find((type) => type === stored) ?? DEFAULT_CHART_TYPE;
}

/** The chart type, remembered in local storage under `chart_type`. */
export function useChartType(): [ChartType, (type: ChartType) => void] {
  const [chartType, setChartType] = useState(readChartType);
  const choose = useCallback((type: ChartType) => {
    localStorage.setItem(CHART_TYPE_STORAGE_KEY, type);
    setChartType(type);
  }, []);
  return [chartType, choose];
}
