import { type AudienceDeclarations, notifiesNobody } from '../../audiences.ts';

/** Gamification's facts notify nobody; their consumer awards coins (gamification.recorders.ts). */
export const gamificationAudiences: AudienceDeclarations<
  'user.active' | 'profile.updated' | 'broker.connected' | 'trade.shared'
> = {
  'user.active': notifiesNobody,
  'profile.updated': notifiesNobody,
  'broker.connected': notifiesNobody,
  'trade.shared': notifiesNobody,
};
