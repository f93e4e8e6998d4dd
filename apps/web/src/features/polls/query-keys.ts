/** The polls area's query keys: every poll list lives under pollKeys.all. */
export const pollKeys = {
  all: ['polls'] as const,
  list: (detailCount: number) => [...pollKeys.all, 'list', detailCount] as const,
};
