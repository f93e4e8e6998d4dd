/** Query keys and hooks of the videos and playlists queue. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VideoKind } from '@tradecircle/domain';
import { adminKeys } from '../hooks.ts';
import { approveVideoItem, fetchVideoQueue, rejectVideoItem, type VideoQueueFilter } from './api.ts';

export type { VideoQueueFilter };

export const adminVideoKeys = {
  videos: () => [...adminKeys.all, 'videos'] as const,
  videoPage: (filter: VideoQueueFilter) =>
    [...adminVideoKeys.videos(), filter.kind, filter.status, filter.page] as const,
};

/** One page of the queue (videos or playlists); the last page stays on screen while the next loads. */
export function useVideoQueue(filter: VideoQueueFilter) {
  return useQuery({
    queryKey: adminVideoKeys.videoPage(filter),
    queryFn: ({ signal }) => fetchVideoQueue(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export type VideoDecisionInput =
  | { kind: VideoKind; id: number; approve: true }
  | { kind: VideoKind; id: number; approve: false; remark: string };

/** Approve, or reject with a remark; every page of the queue is read again after a decision. */
export function useDecideVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: VideoDecisionInput) =>
      decision.approve
        ? approveVideoItem(decision.kind, decision.id)
        : rejectVideoItem(decision.kind, decision.id, decision.remark),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminVideoKeys.videos() }),
  });
}
