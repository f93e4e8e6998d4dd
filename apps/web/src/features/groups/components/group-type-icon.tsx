import LockOutlined from '@mui/icons-material/LockOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { Box } from '@mui/material';
import type { GroupType } from '@tradecircle/domain';

const ICONS = { Public: PublicOutlined, Private: LockOutlined, Premium: WorkspacePremiumOutlined } as const;

/** The group type's icon (§2: Public globe, Private lock, Premium badge), named for screen readers. */
export function GroupTypeIcon({ type, size = 18 }: { type: GroupType; size?: number }) {
  const Icon = ICONS[type];
  return (
    <Box
      component="span"
      role="img"
      aria-label={`${type} group`}
      title={`${type} group`}
      sx={{
        display: 'inline-flex',
        lineHeight: 0,
        color: type === 'Premium' ? 'warning.main' : 'text.secondary',
      }}
    >
      <Icon aria-hidden sx={{ fontSize: size }} />
    </Box>
  );
}
