import { useQueryClient } from '@tanstack/react-query';
import type { PriceAlert } from '@tradecircle/domain';
import { useCallback } from 'react';
import { useSession } from '../../shared/api/use-session.ts';
import { securityPath } from '../../shared/routing/route-names.ts';
import { fetchMyPriceAlerts } from './api.ts';
import { COPY_GUARDRAILS_PATH } from './paths.ts';
import { priceAlertKeys } from './query-keys.ts';

/** What a price_alert notification carries: its text starts with the symbol (priceAlertText), and its time. */
export type FiredAlertNotice = { notification_text: string; action_time: string };

/**
 * The fired alert a price_alert notification tells of: the triggered alert on the symbol its text
 * starts with, fired nearest its time (a symbol can be listed on both exchanges, alerted on each).
 */
export function firedAlertOf(
  alerts: readonly PriceAlert[],
  notice: FiredAlertNotice,
): PriceAlert | undefined {
  const at = Date.parse(notice.action_time);
  const distance = (alert: PriceAlert) => Math.abs(Date.parse(alert.triggered_at ?? '') - at);
  return alerts
    .filter(
      (alert) =>
        alert.status === 'triggered' &&
        notice.notification_text.startsWith(`${alert.security.symbol} is at `),
    )
    .sort((a, b) => distance(a) - distance(b))[0];
}

/**
 * Where a price_alert notification leads: its security's page. The notification names no security
 * (only its text has the symbol), so the viewer's alerts are read to find
 * the exchange; when the alert is gone (deleted), the guardrails and alerts page.
 */
export function useFiredAlertPath(): (notice: FiredAlertNotice) => Promise<string> {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return useCallback(
    async (notice) => {
      const alerts = await queryClient
        .fetchQuery({
          queryKey: priceAlertKeys.mine(userId ?? ''),
          queryFn: ({ signal }) => fetchMyPriceAlerts(signal),
          // Read afresh: a list read before the alert fired would not show it triggered.
          staleTime: 0,
        })
        .catch(() => []);
      const fired = firedAlertOf(alerts, notice);
      return fired ? securityPath(fired.security.symbol, fired.security.exchange) : COPY_GUARDRAILS_PATH;
    },
    [queryClient, userId],
  );
}
