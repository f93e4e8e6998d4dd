import type { AdminRequirement } from '@tradecircle/domain';

/**
 * The admin panel's sections, one child route each (/admin/<path>; platform.md §2 names
 * groups-verification, videos-verification, teams, admin-playlist-detail and admin-video-detail),
 * open to whoever meets the requirement the server checks on the section's calls. Kept apart from
 * the panels so the route table can name them without loading the admin code.
 */
export const ADMIN_SECTION_PATHS = [
  { path: 'payouts', label: 'Payouts', title: 'Payout Verification', requirement: 'payouts' },
  { path: 'sebi', label: 'SEBI', title: 'SEBI Registrations', requirement: 'sebi' },
  {
    path: 'performance',
    label: 'Performance',
    title: 'Performance Verification',
    requirement: 'performance',
  },
  { path: 'groups-verification', label: 'Groups', title: 'Groups Verification', requirement: 'groups' },
  { path: 'videos-verification', label: 'Videos', title: 'Videos Verification', requirement: 'videos' },
  {
    path: 'admin-video-detail',
    label: 'Video',
    title: 'Video Detail',
    requirement: 'videos',
    detailOf: 'videos-verification',
  },
  {
    path: 'admin-playlist-detail',
    label: 'Playlist',
    title: 'Playlist Detail',
    requirement: 'videos',
    detailOf: 'videos-verification',
  },
  { path: 'moderation', label: 'Moderation', title: 'Moderation', requirement: 'moderation' },
  { path: 'users', label: 'Users', title: 'Users', requirement: 'staff' },
  { path: 'margins', label: 'Margins', title: 'Set Margin', requirement: 'margins' },
  { path: 'teams', label: 'Teams', title: 'Teams', requirement: 'superuser' },
  { path: 'audit-log', label: 'Audit log', title: 'Audit Log', requirement: 'superuser' },
] as const satisfies readonly {
  path: string;
  /** The tab's text. */
  label: string;
  /** The page title (the spec's for its five children). */
  title: string;
  requirement: AdminRequirement;
  detailOf?: string;
}[];

export type AdminSectionPath = (typeof ADMIN_SECTION_PATHS)[number]['path'];
