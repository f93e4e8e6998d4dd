/** The polls area's query keys: every poll list lives under pollKeys.all. */
/** Polls a page: the Home carousel's first load and each later one. */
export const POLLS_PER_PAGE = 10;

export const pollKeys = {
  all: ['polls'] as const,
  list: (detailCount: number) => [...pollKeys.all, 'list', detailCount] as const,
};

/** The first list: Home's carousel (the list its route prefetches). */
export const firstPollListKey = () => pollKeys.list(POLLS_PER_PAGE);
