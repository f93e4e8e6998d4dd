/** The risk profile's query keys: the signed-in user's own profile, by user id. */
export const riskProfileKeys = {
  all: ['risk-profile'] as const,
  mine: (userId: string) => [...riskProfileKeys.all, 'mine', userId] as const,
};
