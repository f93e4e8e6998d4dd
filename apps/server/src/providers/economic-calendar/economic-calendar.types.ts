/** One scheduled release or decision, as a calendar provider gives it (the module presents it). */
export type EconomicEvent = {
  /** Stable across calls: the same release keeps its id. */
  id: string;
  title: string;
  /** ISO 3166 alpha-2, e.g. IN. */
  country: string;
  currency: string;
  /** -1 low, 0 medium, 1 high (the scale TradingView's calendar filters on). */
  importance: -1 | 0 | 1;
  scheduledAt: Date;
  /** The month or quarter the release covers ('October 2026', 'Q2 FY2026-27'); null for a policy decision. */
  period: string | null;
  /** The publisher. */
  source: string;
  sourceUrl: string;
  /** The date comes from a pattern or precedent, not from the publisher's own published date. */
  isTentative: boolean;
};

export type EconomicCalendarProvider = {
  /** Events scheduled at or after `from` and before `to`, by time. */
  events(from: Date, to: Date): EconomicEvent[];
};
