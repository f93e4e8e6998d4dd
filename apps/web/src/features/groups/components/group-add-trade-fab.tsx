import AddIcon from '@mui/icons-material/Add';
import { Fab } from '@mui/material';
import { MOBILE_NAV_HEIGHT_PX } from '../../../app/layout/mobile-nav.tsx';

/** The group admin's floating Add Trade, above the bottom navigation on phones. */
export function GroupAddTradeFab({ onAddTrade }: { onAddTrade: () => void }) {
  return (
    <Fab
      color="primary"
      variant="extended"
      aria-label="Add Trade"
      onClick={onAddTrade}
      sx={{
        position: 'fixed',
        right: { xs: 16, sm: 32 },
        bottom: { xs: MOBILE_NAV_HEIGHT_PX + 16, md: 32 },
      }}
    >
      <AddIcon sx={{ mr: 1 }} />
      Add Trade
    </Fab>
  );
}
