import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { MAX_WATCHLIST_ITEMS, type Watchlist } from '@tradecircle/domain';
import { useState } from 'react';
import type { TradeCardHandlers, TradeViewer } from '../../trades/index.ts';
import { useDeleteWatchlistTab, useRemoveWatchlistItem, useRenameWatchlistTab } from '../hooks.ts';
import { WatchlistItems } from './watchlist-items.tsx';
import { WatchlistNameDialog } from './watchlist-name-dialog.tsx';
import { WatchlistTrades } from './watchlist-trades.tsx';

interface WatchlistTabPanelProps {
  watchlist: Watchlist;
  onDeleted: () => void;
  /** What the trade cards of a trade tab do (the page's trade card actions). */
  tradeCards?: { viewer: TradeViewer | null; handlers: TradeCardHandlers };
}

/** One tab: its name with capacity, rename and delete, and its stocks or its saved trades. */
export function WatchlistTabPanel({ watchlist, onDeleted, tradeCards }: WatchlistTabPanelProps) {
  const [isRenaming, setIsRenaming] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const rename = useRenameWatchlistTab();
  const remove = useDeleteWatchlistTab();
  const removeItem = useRemoveWatchlistItem();
  const isFull = watchlist.items_count >= MAX_WATCHLIST_ITEMS;
  const isTradeTab = watchlist.watchlist_type === 'trade';
  const noun = (count: number) =>
    isTradeTab ? (count === 1 ? 'trade' : 'trades') : count === 1 ? 'stock' : 'stocks';
  const removingId = removeItem.isPending ? (removeItem.variables ?? null) : null;

  const handleDelete = async () => {
    try {
      await remove.mutateAsync(watchlist.id);
      onDeleted();
    } catch {
      // the failure was shown by the mutation
    } finally {
      setIsConfirmingDelete(false);
    }
  };

  return (
    <section
      role="tabpanel"
      id={`watchlist-panel-${watchlist.id}`}
      aria-labelledby={`watchlist-tab-${watchlist.id}`}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mr: 'auto', minWidth: 0 }} noWrap>
          {watchlist.name}
        </Typography>
        <Chip
          size="small"
          color={isFull ? 'warning' : 'default'}
          label={`${watchlist.items_count}/${MAX_WATCHLIST_ITEMS}`}
          aria-label={`${watchlist.items_count} of ${MAX_WATCHLIST_ITEMS} ${noun(MAX_WATCHLIST_ITEMS)}`}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        />
        <Tooltip title="Rename">
          <IconButton
            aria-label={`Rename ${watchlist.name}`}
            onClick={() => setIsRenaming(true)}
            size="small"
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton
            aria-label={`Delete ${watchlist.name}`}
            onClick={() => setIsConfirmingDelete(true)}
            size="small"
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>

      {isTradeTab ? (
        <WatchlistTrades
          items={watchlist.trade_items}
          viewer={tradeCards?.viewer ?? null}
          handlers={tradeCards?.handlers ?? {}}
          removingId={removingId}
          onRemove={(item) => removeItem.mutate(item.id)}
        />
      ) : (
        <WatchlistItems
          items={watchlist.items}
          removingId={removingId}
          onRemove={(item) => removeItem.mutate(item.id)}
        />
      )}

      <WatchlistNameDialog
        open={isRenaming}
        title="Rename watchlist"
        submitLabel="Save"
        initialName={watchlist.name}
        isPending={rename.isPending}
        onClose={() => setIsRenaming(false)}
        onSubmit={async (name) => {
          await rename.mutateAsync({ id: watchlist.id, name });
          setIsRenaming(false);
        }}
      />
      <Dialog open={isConfirmingDelete} onClose={() => setIsConfirmingDelete(false)} maxWidth="xs" fullWidth>
        <DialogTitle>Delete {watchlist.name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The watchlist and its {watchlist.items_count} {noun(watchlist.items_count)} will be removed.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsConfirmingDelete(false)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={handleDelete} loading={remove.isPending}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
