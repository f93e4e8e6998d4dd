// Videos and playlists (issue 31 uploads and plays them; issue 30's queue reviews them).

export { listTrendingVideos } from './trending-videos.ts';
/** For the demo seed, which stores its clip and poster where uploads go. */
export { newVideoKey, storeThumbnail } from './video-files.ts';
// Purchases: playback asks; the payments module's grant records them, its orders and lists read these.
export {
  hasBoughtPlaylist,
  hasBoughtVideo,
  playlistForSale,
  recordVideoPurchase,
  type VideoProductForSale,
  videoBoughtBy,
  videoForSale,
  videoProductNames,
} from './video-purchases.ts';
export { videoReviewAudiences } from './video-review.audiences.ts';
export { decideVideo, reviewItem, videoReviewQueue } from './video-review.ts';
export { type VideoRoutesOptions, videoRoutes } from './videos.routes.ts';
