import { Chip, Link, Stack, Typography } from '@mui/material';
import type { Influencer } from '@tradecircle/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { profilePath } from '../../../shared/routing/route-names.ts';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import { VerifiedBadge } from '../../../shared/ui/verified-badge.tsx';
import { followersLabel, SEBI_TYPE_LABELS } from '../expert-labels.ts';

const expertPath = (expert: Pick<Influencer, 'user_id' | 'name'>) => profilePath(expert.user_id, expert.name);

/**
 * Avatar and name (both open the profile), the SEBI badge and kind, the follower count, and any
 * further lines (`children`) under it.
 */
export function ExpertIdentity({
  expert,
  avatarSize = 44,
  children,
}: {
  expert: Influencer;
  avatarSize?: number;
  children?: ReactNode;
}) {
  const sebiType = expert.sebi_user_type ? SEBI_TYPE_LABELS[expert.sebi_user_type] : null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, flex: 1 }}>
      <RouterLink
        to={expertPath(expert)}
        tabIndex={-1}
        aria-hidden
        style={{ lineHeight: 0, textDecoration: 'none' }}
      >
        <UserAvatar name={expert.name} image={expert.profile_image} size={avatarSize} />
      </RouterLink>
      <Stack sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={expertPath(expert)}
            underline="hover"
            color="text.primary"
            variant="body2"
            noWrap
            title={expert.name}
            sx={{ fontWeight: 700, minWidth: 0 }}
          >
            {expert.name}
          </Link>
          {expert.is_sebi_registered && <VerifiedBadge size={16} />}
          {sebiType && (
            <Chip
              label={sebiType.short}
              title={sebiType.long}
              size="small"
              variant="outlined"
              color="primary"
              sx={{ height: 20, fontSize: '0.68rem', fontWeight: 700, flexShrink: 0 }}
            />
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary" noWrap>
          {followersLabel(expert.followers)}
        </Typography>
        {children}
      </Stack>
    </Stack>
  );
}
