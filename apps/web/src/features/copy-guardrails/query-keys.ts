/** The copy guardrails' and price alerts' query keys: the signed-in user's own, by user id. */
export const copyGuardrailKeys = {
  all: ['copy-guardrails'] as const,
  mine: (userId: string) => [...copyGuardrailKeys.all, 'mine', userId] as const,
};

export const priceAlertKeys = {
  all: ['price-alerts'] as const,
  mine: (userId: string) => [...priceAlertKeys.all, 'mine', userId] as const,
};
