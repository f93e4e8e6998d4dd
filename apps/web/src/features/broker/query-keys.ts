export const brokerKeys = {
  all: ['broker'] as const,
  account: (userId: string) => [...brokerKeys.all, 'account', userId] as const,
  trading: (userId: string) => [...brokerKeys.all, 'trading', userId] as const,
  actions: (tradeId: number) => [...brokerKeys.all, 'actions', tradeId] as const,
};
