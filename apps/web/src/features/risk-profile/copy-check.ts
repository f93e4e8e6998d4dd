import {
  invitesRiskProfile,
  type RiskCategory,
  type Suitability,
  type SuitabilityTrade,
  suitabilityOf,
} from '@tradecircle/domain';

/**
 * Why copying a call asks first: it exceeds the viewer's profile, or the viewer has none and the call
 * is F&O (the questionnaire is offered, copying still allowed).
 */
export type CopyCheck =
  | { kind: 'exceeds'; category: RiskCategory; suitability: Suitability }
  | { kind: 'no-profile' };

/** The question to ask before copying `trade`, or null when it suits the viewer. */
export function copyCheckFor(category: RiskCategory | null, trade: SuitabilityTrade): CopyCheck | null {
  if (category === null) return invitesRiskProfile(trade) ? { kind: 'no-profile' } : null;
  const suitability = suitabilityOf(category, trade);
  return suitability ? { kind: 'exceeds', category, suitability } : null;
}
