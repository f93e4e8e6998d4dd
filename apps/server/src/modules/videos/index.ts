// Videos and playlists (issue 31 uploads and plays them; issue 30's queue reviews them).

export { listTrendingVideos } from './trending-videos.ts';
export { videoReviewAudiences } from './video-review.audiences.ts';
export { decideVideo, reviewItem, videoReviewQueue } from './video-review.ts';
