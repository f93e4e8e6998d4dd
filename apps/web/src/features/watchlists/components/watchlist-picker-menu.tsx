import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import { CircularProgress, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';

export interface WatchlistPickerMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  isLoading: boolean;
  tabs: readonly { id: number; name: string }[];
  /** The tabs that already hold the stock (checked). */
  holding: ReadonlySet<number>;
  onPick: (watchlistId: number) => void;
  onNewWatchlist: () => void;
}

/** AddToWatchlistMenu's menu: the user's stock tabs and "New watchlist"; loaded when first opened. */
export function WatchlistPickerMenu({
  anchor,
  onClose,
  isLoading,
  tabs,
  holding,
  onPick,
  onNewWatchlist,
}: WatchlistPickerMenuProps) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {isLoading && (
        <MenuItem disabled>
          <CircularProgress size={18} sx={{ mr: 1.5 }} /> Loading watchlists
        </MenuItem>
      )}
      {tabs.map((tab) => {
        const isHere = holding.has(tab.id);
        return (
          <MenuItem
            key={tab.id}
            onClick={() => onPick(tab.id)}
            aria-label={isHere ? `${tab.name} (added)` : tab.name}
          >
            <ListItemIcon>{isHere && <CheckIcon fontSize="small" color="success" />}</ListItemIcon>
            <ListItemText>{tab.name}</ListItemText>
          </MenuItem>
        );
      })}
      <Divider />
      <MenuItem onClick={onNewWatchlist}>
        <ListItemIcon>
          <AddIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>New watchlist</ListItemText>
      </MenuItem>
    </Menu>
  );
}
