import type { TradeExportQueryInput } from '@tradecircle/domain';

/** The trade export's query keys: a preview per set of filters. */
export const tradeExportKeys = {
  all: ['trade-export'] as const,
  preview: (query: TradeExportQueryInput) => [...tradeExportKeys.all, 'preview', query] as const,
};
