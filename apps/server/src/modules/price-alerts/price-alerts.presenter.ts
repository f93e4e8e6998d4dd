import type { PriceAlert } from '@tradecircle/domain';
import type { PriceAlertRow } from './price-alerts.repository.ts';

type AlertSecurity = PriceAlert['security'];

export function presentPriceAlert(
  alert: PriceAlertRow,
  security: AlertSecurity,
  livePrice: number | undefined,
): PriceAlert {
  return {
    id: alert.id,
    security: { id: security.id, symbol: security.symbol, name: security.name, exchange: security.exchange },
    condition: alert.condition,
    price: alert.price,
    live_price: livePrice ?? null,
    status: alert.triggeredAt ? 'triggered' : 'active',
    created_at: alert.createdAt.toISOString(),
    triggered_at: alert.triggeredAt?.toISOString() ?? null,
    triggered_price: alert.triggeredPrice,
  };
}
