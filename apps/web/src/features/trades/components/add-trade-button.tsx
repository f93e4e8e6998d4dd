import AddIcon from '@mui/icons-material/Add';
import { Button, Fab } from '@mui/material';
import { lazy, type MouseEvent, useState } from 'react';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import { MOBILE_NAV_HEIGHT_PX } from '../../../shared/ui/app-frame.ts';

// The menu (MUI's Menu, Popover and Modal) loads when first opened, not with the page.
const AddTradeMenu = lazy(() =>
  withTimeout(import('./add-trade-menu.tsx')).then((module) => ({ default: module.AddTradeMenu })),
);

/**
 * The Add Trade button, in a page's header or above its list (a floating one covered the page's own
 * controls: tabs, cards, Create New Group). A SEBI-registered user gets a menu (platform.md §2 Home)
 * with Add New Trade and, when `onAddPoll` is given, Add New Poll.
 */
export function AddTradeButton({
  onAddTrade,
  onAddPoll,
  asMenu = false,
}: {
  onAddTrade: () => void;
  onAddPoll?: () => void;
  asMenu?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonProps = {
    color: 'primary',
    'aria-label': 'Add Trade',
    'aria-haspopup': asMenu ? 'menu' : undefined,
    'aria-expanded': asMenu ? anchor !== null : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => (asMenu ? setAnchor(event.currentTarget) : onAddTrade()),
  } as const;
  return (
    <>
      <Button {...buttonProps} variant="contained" disableElevation startIcon={<AddIcon />}>
        Add Trade
      </Button>
      {asMenu && (
        <OnceOpened open={anchor !== null}>
          <AddTradeMenu
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onAddTrade={onAddTrade}
            onAddPoll={onAddPoll}
          />
        </OnceOpened>
      )}
    </>
  );
}

/**
 * The floating Add Trade button of the pages that have no place for one in their heading; on a phone
 * (the group page's admin) above the bottom navigation.
 */
export function AddTradeFab({ onAddTrade }: { onAddTrade: () => void }) {
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
