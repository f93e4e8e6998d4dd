/** Query keys and hooks of the webinars. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebinarAnswer } from '@tradecircle/domain';
import { notify } from '../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../shared/api/http-errors.ts';
import { useSession } from '../../shared/api/use-session.ts';
import { fetchWebinars, type GuestDetails, registerForWebinar } from './api.ts';

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
