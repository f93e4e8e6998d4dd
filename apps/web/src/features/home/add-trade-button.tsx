import AddIcon from '@mui/icons-material/Add';
import { Button, Fab, Menu, MenuItem } from '@mui/material';
import type { MouseEvent } from 'react';
import { useState } from 'react';
import { MOBILE_NAV_HEIGHT_PX } from '../../app/layout/mobile-nav.tsx';

/**
 * The Add Trade button: floating (above the phone's bottom navigation), or `inline` in a page's
 * header where a floating one would cover a side column. A SEBI-registered user gets a menu
 * (platform.md §2 Home) with Add New Trade and, when `onAddPoll` is given, Add New Poll.
 */
export function AddTradeButton({
  onAddTrade,
  onAddPoll,
  asMenu = false,
  inline = false,
}: {
  onAddTrade: () => void;
  onAddPoll?: () => void;
  asMenu?: boolean;
  inline?: boolean;
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
      {inline ? (
        <Button {...buttonProps} variant="contained" disableElevation startIcon={<AddIcon />}>
          Add Trade
        </Button>
      ) : (
        <Fab
          {...buttonProps}
          variant="extended"
          sx={{
            position: 'fixed',
            right: { xs: 16, sm: 32 },
            bottom: { xs: MOBILE_NAV_HEIGHT_PX + 16, md: 32 },
          }}
        >
          <AddIcon sx={{ mr: 1 }} />
          Add Trade
        </Fab>
      )}
      {asMenu && (
        <Menu
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: inline ? 'bottom' : 'top', horizontal: 'right' }}
          transformOrigin={{ vertical: inline ? 'top' : 'bottom', horizontal: 'right' }}
        >
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onAddTrade();
            }}
          >
            Add New Trade
          </MenuItem>
          {onAddPoll && (
            <MenuItem
              onClick={() => {
                setAnchor(null);
                onAddPoll();
              }}
            >
              Add New Poll
            </MenuItem>
          )}
        </Menu>
      )}
    </>
  );
}
