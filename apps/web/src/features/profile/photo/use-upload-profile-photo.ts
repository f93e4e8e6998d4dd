import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tradeKeys } from '../../trades/index.ts';
import { uploadProfilePhoto } from './api.ts';

/**
 * Uploads a cropped photo, then refetches what shows it: profile details, and the trades and
 * comments that carry the poster's or commenter's picture.
 */
export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: Blob) => uploadProfilePhoto(image),
    // Not awaited: the dialog can close while the pictures refresh in the background.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tradeKeys.profiles() });
      void queryClient.invalidateQueries({ queryKey: tradeKeys.all });
    },
  });
}
