/** Query keys and hooks of the webinars. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Webinar, WebinarAnswer } from '@tradecircle/domain';
import { useState } from 'react';
import { notify } from '../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../shared/api/http-errors.ts';
import { useSession } from '../../shared/api/use-session.ts';
import { paymentKeys, useCheckout } from '../payments/index.ts';
import {
  createWebinarPayment,
  fetchWebinars,
  type GuestDetails,
  registerForWebinar,
  updateWebinarPayment,
} from './api.ts';

export const webinarKeys = {
  all: ['webinars'] as const,
  /** The list differs per viewer (is_registered, is_my_webinar, the links), so the key names them. */
  list: (viewerId: string) => [...webinarKeys.all, 'list', viewerId] as const,
};

export function useWebinars() {
  const viewerId = useSession().userId ?? 'guest';
  return useQuery({
    queryKey: webinarKeys.list(viewerId),
    queryFn: ({ signal }) => fetchWebinars(signal),
  });
}

export function useRefreshWebinars() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webinarKeys.all });
}

/** The refusals the catalogue leaves to us (403, 404, 409) as an error snackbar with the server's words. */
export function notifyWebinarRefusal(error: unknown): void {
  if (!(error instanceof HttpError) || ![403, 404, 409].includes(error.status)) return;
  notify(serverMessage(error.body) ?? 'This webinar cannot be registered for', 'error');
}

/** A free webinar's registration; the list is read again on success (is_registered, the link). */
export function useRegisterForWebinar(onRegistered: (answer: WebinarAnswer) => void) {
  const refresh = useRefreshWebinars();
  return useMutation({
    mutationFn: ({ webinarId, guest }: { webinarId: number; guest?: GuestDetails }) =>
      registerForWebinar(webinarId, guest),
    onSuccess: async (answer) => {
      onRegistered(answer);
      await refresh();
    },
  });
}

/**
 * A paid webinar's registration (§4 "Webinar payment"): the order (create-webinar-payment), the
 * provider's checkout, the outcome (update-webinar-payment). Once verified the list is read again
 * (is_registered, the joining link) and `onRegistered` gets the webinar as it now reads.
 */
export function useWebinarCheckout(onRegistered: (answer: WebinarAnswer) => void) {
  const queryClient = useQueryClient();
  const viewerId = useSession().userId ?? 'guest';
  const checkout = useCheckout();
  const [webinarId, setWebinarId] = useState<number | null>(null);

  const pay = (webinar: Webinar) => {
    setWebinarId(webinar.id);
    return checkout.pay({
      createOrder: () => createWebinarPayment(webinar.id),
      display: {
        name: webinar.title,
        description: `Webinar by ${webinar.owner.name}`,
        image: webinar.picture ? new URL(webinar.picture, window.location.origin).href : null,
      },
      reportOutcome: (outcome, order) =>
        updateWebinarPayment({ ...outcome, order_id: order.order_detail.order_id }),
      onVerified: async (answer) => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: webinarKeys.all }),
          queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
        ]);
        // The page's list was just read again (the invalidation refetches what is shown).
        const list = queryClient.getQueryData<Webinar[]>(webinarKeys.list(viewerId));
        const updated = list?.find((item) => item.id === webinar.id);
        onRegistered({ message: answer.message, webinar: updated ?? { ...webinar, is_registered: true } });
      },
    });
  };

  return { pay, payingId: checkout.isBusy ? webinarId : null };
}
