import type { EconomicEvent as EconomicEventWire } from '@tradecircle/domain';
import type { EconomicEvent } from '../../providers/economic-calendar/index.ts';

export function presentEconomicEvent(event: EconomicEvent): EconomicEventWire {
  return {
    id: event.id,
    title: event.title,
    country: event.country,
    currency: event.currency,
    importance: event.importance,
    scheduled_at: event.scheduledAt.toISOString(),
    period: event.period,
    source: event.source,
    source_url: event.sourceUrl,
    is_tentative: event.isTentative,
  };
}
