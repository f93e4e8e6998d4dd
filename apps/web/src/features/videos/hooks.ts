/**
 * Query keys and hooks of the videos and playlists. Every key starts with 'videos', so a purchase
 * (payments' useVideoCheckout) reads them all again.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../shared/api/http-errors.ts';
import { useSession } from '../../shared/api/use-session.ts';
import {
  deletePlaylist,
  deleteVideo,
  fetchMyVideos,
  fetchPlaylistDetail,
  fetchPlayUrl,
  fetchVideoCourses,
  fetchVideoDetail,
  fetchVideoList,
  type VideoPriceFilter,
} from './api.ts';

export const videoKeys = {
  all: ['videos'] as const,
  mine: (viewerId: string) => [...videoKeys.all, 'mine', viewerId] as const,
  /** A detail differs per viewer (is_bought, is_my_video, can_play), so the key names them. */
  detail: (videoId: number, viewerId: string) => [...videoKeys.all, 'detail', videoId, viewerId] as const,
  playlist: (playlistId: number, viewerId: string) =>
    [...videoKeys.all, 'playlist', playlistId, viewerId] as const,
  playUrl: (videoId: number, viewerId: string) => [...videoKeys.all, 'play-url', videoId, viewerId] as const,
  courses: () => [...videoKeys.all, 'courses'] as const,
  list: (search: string, freePaid: VideoPriceFilter) => [...videoKeys.all, 'list', search, freePaid] as const,
};

const useViewerId = () => useSession().userId ?? 'guest';

/** Not found, or not the viewer's to see: the pages say so instead of retrying. */
const isRefusal = (error: unknown) => error instanceof HttpError && error.status < 500;
const retryUnlessRefused = (count: number, error: unknown) => !isRefusal(error) && count < 2;

export function useMyVideos(enabled = true) {
  return useQuery({
    queryKey: videoKeys.mine(useViewerId()),
    queryFn: ({ signal }) => fetchMyVideos(signal),
    enabled,
  });
}

export function useVideoDetail(videoId: number | null) {
  return useQuery({
    queryKey: videoKeys.detail(videoId ?? 0, useViewerId()),
    queryFn: ({ signal }) => fetchVideoDetail(videoId ?? 0, signal),
    enabled: videoId !== null,
    retry: retryUnlessRefused,
  });
}

export function usePlaylistDetail(playlistId: number | null) {
  return useQuery({
    queryKey: videoKeys.playlist(playlistId ?? 0, useViewerId()),
    queryFn: ({ signal }) => fetchPlaylistDetail(playlistId ?? 0, signal),
    enabled: playlistId !== null,
    retry: retryUnlessRefused,
  });
}

/**
 * The signed link, asked for once the page knows the viewer may play. It expires after hours; a
 * player whose link failed asks again (refetch), nothing refreshes it on a timer.
 */
export function usePlayUrl(videoId: number, enabled: boolean) {
  return useQuery({
    queryKey: videoKeys.playUrl(videoId, useViewerId()),
    queryFn: ({ signal }) => fetchPlayUrl(videoId, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: retryUnlessRefused,
    refetchOnWindowFocus: false,
  });
}

/** Verified playlists, 20 a page, the next page appended (infinite scroll). */
export function useVideoCourses() {
  return useInfiniteQuery({
    queryKey: videoKeys.courses(),
    queryFn: ({ pageParam, signal }) => fetchVideoCourses(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (page < last.page_info.total_page ? page + 1 : undefined),
  });
}

/** Verified videos matching a search and the Free/Paid filter, 20 a page, the next page appended. */
export function useVideoList(search: string, freePaid: VideoPriceFilter) {
  return useInfiniteQuery({
    queryKey: videoKeys.list(search, freePaid),
    queryFn: ({ pageParam, signal }) => fetchVideoList({ search, freePaid, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (page < last.page_info.total_page ? page + 1 : undefined),
  });
}

export function useRefreshVideos() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: videoKeys.all });
}

/** A refusal's words from the server, or `fallback`. */
export function refusalText(error: unknown, fallback: string): string {
  return (error instanceof HttpError ? serverMessage(error.body) : null) ?? fallback;
}

/** Deletes a video or a playlist (the owner's), with the server's message as the snackbar. */
export function useDeleteVideoItem(onDeleted?: () => void) {
  const refresh = useRefreshVideos();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'video' | 'playlist'; id: number }) =>
      kind === 'video' ? deleteVideo(id) : deletePlaylist(id),
    onSuccess: async (answer) => {
      notify(answer.message, 'success');
      onDeleted?.();
      await refresh();
    },
    onError: (error) => notify(refusalText(error, 'It could not be deleted. Please try again.'), 'error'),
  });
}
