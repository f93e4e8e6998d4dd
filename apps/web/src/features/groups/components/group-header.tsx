import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import type { Group } from '@tradecircle/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import { VerifiedBadge } from '../../../shared/ui/verified-badge.tsx';
import { sebiBadgeLabel } from '../group-texts.ts';
import { GroupTypeIcon } from './group-type-icon.tsx';

/**
 * The group page's card: cover, picture, name and type, the admin (to their profile; one's own
 * profile for the admin), counts, and the caller's buttons in `actions`.
 */
export function GroupHeader({ group, actions }: { group: Group; actions: ReactNode }) {
  const admin = group.admin.profile;
  const adminPath = group.is_admin
    ? routeTo('ProfilePage')
    : routeTo('OthersProfilePage', { id: group.admin.id, name: admin.name });
  const sebi = group.group_type === 'Premium' ? sebiBadgeLabel(group.admin) : null;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        role="img"
        aria-label={`Cover of ${group.name}`}
        sx={{
          height: { xs: 120, md: 180 },
          backgroundImage: group.cover_image
            ? `url("${group.cover_image}")`
            : 'linear-gradient(135deg, #0b3d91 0%, #00796b 100%)',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <Box sx={{ px: { xs: 2, md: 3 }, pb: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'flex-start', md: 'flex-end' } }}
        >
          {/* Only the picture rides up over the cover; the name stays on the card, readable. */}
          <Box
            sx={{
              border: 4,
              borderColor: 'background.paper',
              borderRadius: '50%',
              lineHeight: 0,
              mt: { xs: -4, md: -5 },
              flexShrink: 0,
            }}
          >
            <UserAvatar name={group.name} image={group.picture} size={88} />
          </Box>
          <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <GroupTypeIcon type={group.group_type} size={22} />
              <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {group.name}
              </Typography>
              {sebi && <Chip label={sebi} size="small" color="primary" />}
            </Stack>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <UserAvatar name={admin.name} image={admin.profile_image} size={24} />
              <Typography variant="body2" color="text.secondary">
                By{' '}
                <Link component={RouterLink} to={adminPath}>
                  {admin.name}
                </Link>
              </Typography>
              {admin.is_sebi_registered && <VerifiedBadge size={16} />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {group.group_type} group · {countOf(group.participants_count, 'member')} ·{' '}
              {countOf(group.trades_count, 'trade')}
            </Typography>
            {group.disclosure_document && (
              <Link
                href={group.disclosure_document}
                target="_blank"
                rel="noopener noreferrer"
                variant="body2"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                <DescriptionOutlined fontSize="small" aria-hidden />
                Disclosure document
              </Link>
            )}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}

const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
