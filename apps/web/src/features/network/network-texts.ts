/** Texts of the network lists, shared with the home page's Recommendations column. */
export const NETWORK_TEXTS = {
  following: 'People you follow',
  recommendations: 'Recommendations',
  followingEmpty:
    'You do not follow anyone yet. Follow experts from Recommendations to see their trades in your feed.',
  recommendationsEmpty: 'No recommendations right now. Check back after more experts post trades.',
  followingError: 'The people you follow could not be loaded.',
  recommendationsError: 'Recommendations could not be loaded.',
} as const;
