import type { SvgIconComponent } from '@mui/icons-material';
import GroupsIcon from '@mui/icons-material/Groups';
import LockIcon from '@mui/icons-material/Lock';
import PublicIcon from '@mui/icons-material/Public';
import { Box } from '@mui/material';
import type { TradeVisibility } from '@tradecircle/domain';
import { LazyTooltip } from '../../../shared/ui/lazy-tooltip.tsx';

/** The privacy choice labels of trades.md §2; followers is what the spec calls Public. */
export const VISIBILITY_DISPLAY: Record<TradeVisibility, { label: string; Icon: SvgIconComponent }> = {
  followers: { label: 'Public', Icon: PublicIcon },
  private: { label: 'Private (Only me)', Icon: LockIcon },
  group: { label: 'Group', Icon: GroupsIcon },
};

export function TradeVisibilityIcon({ visibility }: { visibility: TradeVisibility }) {
  const { label, Icon } = VISIBILITY_DISPLAY[visibility];
  return (
    <LazyTooltip title={label}>
      <Box component="span" role="img" tabIndex={0} sx={{ display: 'inline-flex', lineHeight: 0 }}>
        <Icon aria-hidden fontSize="small" />
      </Box>
    </LazyTooltip>
  );
}
