import { Menu, MenuItem } from '@mui/material';

/** The SEBI-registered user's choice behind Add Trade: Add New Trade and, when offered, Add New Poll. */
export function AddTradeMenu({
  anchor,
  onClose,
  onAddTrade,
  onAddPoll,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  onAddTrade: () => void;
  onAddPoll?: () => void;
}) {
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem
        onClick={() => {
          onClose();
          onAddTrade();
        }}
      >
        Add New Trade
      </MenuItem>
      {onAddPoll && (
        <MenuItem
          onClick={() => {
            onClose();
            onAddPoll();
          }}
        >
          Add New Poll
        </MenuItem>
      )}
    </Menu>
  );
}
