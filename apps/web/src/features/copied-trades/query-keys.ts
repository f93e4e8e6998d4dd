import type { CopyKindFilter, CopyStatusFilter } from '@tradecircle/domain';

export type CopiedTradesFilters = { page: number; status: CopyStatusFilter; kind: CopyKindFilter };

/** The copied-trades area's query keys: everything lives under copiedTradeKeys.all. */
export const copiedTradeKeys = {
  all: ['copied-trades'] as const,
  list: ({ page, status, kind }: CopiedTradesFilters) =>
    [...copiedTradeKeys.all, 'list', status, kind, page] as const,
};
