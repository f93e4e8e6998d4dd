/**
 * Videos and playlists (groups-and-payments.md §1, §4; issue 31). A video is a Draft until its owner
 * fills the required details, then Pending until staff with the `videos` permission verify or reject
 * it (issue 30's queue); only Verified videos and playlists are shown to anyone but their owner. A
 * rejected one goes back to Pending when its owner edits it.
 */
export const VIDEO_STATUSES = ['Draft', 'Pending', 'Verified', 'Rejected'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** What the review queue lists: everything but drafts, which are their owner's business. */
export const VIDEO_REVIEW_STATUSES = ['Pending', 'Verified', 'Rejected'] as const;
export type VideoReviewStatus = (typeof VIDEO_REVIEW_STATUSES)[number];

/** A video on its own, or a playlist of videos (each sold by itself or as the playlist). */
export const VIDEO_KINDS = ['video', 'playlist'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];
