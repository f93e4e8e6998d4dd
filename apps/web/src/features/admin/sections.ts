import { type AdminMe, type AdminRequirement, canUseAdminRoute } from '@tradecircle/domain';
import type { ComponentType } from 'react';
import { AuditLogPanel } from './audit-log/audit-log-panel.tsx';
import { PaymentInfoQueuePanel } from './components/payment-info-queue.tsx';
import { GroupReviewPanel } from './groups/group-review-panel.tsx';
import { MarginsPanel } from './groups/margins-panel.tsx';
import { ModerationPanel } from './moderation/moderation-panel.tsx';
import { PerformanceVerificationPanel } from './sebi/performance-verification-panel.tsx';
import { SebiReviewPanel } from './sebi/sebi-review-panel.tsx';
import { ADMIN_SECTION_PATHS, type AdminSectionPath } from './section-paths.ts';
import { TeamsPanel } from './teams/teams-panel.tsx';
import { UsersPanel } from './users/users-panel.tsx';
import { VideoDetailPanel, VideosQueuePanel } from './videos/videos-queue-panel.tsx';

export type AdminSection = {
  path: AdminSectionPath;
  label: string;
  requirement: AdminRequirement;
  Panel: ComponentType;
  /** A detail page reached from its queue, not a tab of its own. */
  detailOf?: AdminSectionPath;
};

/** Every section's panel: a section added to section-paths.ts fails the typecheck until it has one. */
const PANELS: Record<AdminSectionPath, ComponentType> = {
  payouts: PaymentInfoQueuePanel,
  sebi: SebiReviewPanel,
  performance: PerformanceVerificationPanel,
  'groups-verification': GroupReviewPanel,
  'videos-verification': VideosQueuePanel,
  'admin-video-detail': VideoDetailPanel,
  'admin-playlist-detail': VideoDetailPanel,
  moderation: ModerationPanel,
  users: UsersPanel,
  margins: MarginsPanel,
  teams: TeamsPanel,
  'audit-log': AuditLogPanel,
};

export const ADMIN_SECTIONS: readonly AdminSection[] = ADMIN_SECTION_PATHS.map((section) => ({
  ...section,
  Panel: PANELS[section.path],
}));

/** The sections the caller may open, in tab order. */
export function sectionsFor(me: Pick<AdminMe, 'is_superuser' | 'permissions'>): AdminSection[] {
  const standing = { isSuperuser: me.is_superuser, permissions: me.permissions };
  return ADMIN_SECTIONS.filter((section) => canUseAdminRoute(standing, section.requirement));
}
