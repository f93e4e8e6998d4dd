/** Economic calendar answers for tests, checked against the domain's wire schema (not shipped). */
import { type EconomicEvent, EconomicEventSchema } from '@tradecircle/domain';

const DAY_MS = 86_400_000;

/** `HH:mm` IST on the IST day `days` from today. */
export function istMoment(days: number, time: string, now = Date.now()): string {
  const day = new Date(now + (5 * 60 + 30) * 60_000 + days * DAY_MS).toISOString().slice(0, 10);
  return new Date(`${day}T${time}:00+05:30`).toISOString();
}

export function makeEvent(overrides: Partial<EconomicEvent> = {}): EconomicEvent {
  return EconomicEventSchema.parse({
    id: 'cpi-2026-11',
    title: 'CPI inflation (YoY)',
    country: 'India',
    currency: 'INR',
    importance: 1,
    scheduled_at: istMoment(3, '16:00'),
    period: 'October 2026',
    source: 'MoSPI',
    source_url: 'https://mospi.gov.in/release-calendar',
    is_tentative: false,
    ...overrides,
  });
}
