/** The portfolio area's query keys: the signed-in user's own review, by user id. */
export const portfolioKeys = {
  all: ['portfolio'] as const,
  review: (userId: string) => [...portfolioKeys.all, 'review', userId] as const,
};
