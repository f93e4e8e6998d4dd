import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import { Button } from '@mui/material';
import { lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../api/app-bridge.ts';
import { useIsLoggedIn } from '../../../api/use-session.ts';
import { withTimeout } from '../../../app/lazy-page.ts';
import { OnceOpened } from '../../../app/once-opened.tsx';
import { routeTo } from '../../../app/route-names.ts';
import { useAddWatchlistItem, useCreateWatchlistTab, useStockWatchlists } from '../hooks.ts';

// The menu (MUI Menu, Popover) loads when first opened, as does the name dialog: its form (react-hook-form, zod) is not part of the security page.
const WatchlistPickerMenu = lazy(() =>
  withTimeout(import('./watchlist-picker-menu.tsx')).then((m) => ({ default: m.WatchlistPickerMenu })),
);
const WatchlistNameDialog = lazy(() =>
  withTimeout(import('./watchlist-name-dialog.tsx')).then((m) => ({ default: m.WatchlistNameDialog })),
);

export const LOGIN_REQUIRED_MESSAGE = 'Login required for following action';

export interface AddToWatchlistMenuProps {
  securityId: number;
  /** What the security page knows (security-info `is_added_to_watchlist`); the tabs refine it. */
  isAdded: boolean;
  /** Called after the stock was added, e.g. to refetch the security page. */
  onAdded?: () => void;
}

/**
 * The security page's "Add to Watchlist" button (trades.md §2): a menu of the user's stock tabs,
 * checked where the stock already is, and "New watchlist". Visitors go to login (trades.md §5).
 */
export function AddToWatchlistMenu({ securityId, isAdded, onAdded }: AddToWatchlistMenuProps) {
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isNaming, setIsNaming] = useState(false);
  const watchlists = useStockWatchlists(isLoggedIn);
  const addItem = useAddWatchlistItem();
  const createTab = useCreateWatchlistTab();

  const tabs = watchlists.data ?? [];
  const holding = new Set(
    tabs.filter((tab) => tab.items.some((item) => item.stock_data.id === securityId)).map((tab) => tab.id),
  );
  const shownAsAdded = watchlists.data ? holding.size > 0 : isAdded;

  const handleOpen = (event: React.MouseEvent<HTMLElement>) => {
    if (!isLoggedIn) {
      notify(LOGIN_REQUIRED_MESSAGE, 'info');
      navigate(routeTo('login'));
      return;
    }
    setAnchor(event.currentTarget);
  };

  const add = async (watchlistId: number) => {
    setAnchor(null);
    await addItem.mutateAsync({ watchlistId, securityId });
    onAdded?.();
  };

  const handleCreate = async (name: string) => {
    const tab = await createTab.mutateAsync(name);
    setIsNaming(false);
    await add(tab.id).catch(() => undefined);
  };

  return (
    <>
      <Button
        variant={shownAsAdded ? 'outlined' : 'contained'}
        startIcon={shownAsAdded ? <BookmarkAddedIcon /> : <BookmarkAddIcon />}
        onClick={handleOpen}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        loading={addItem.isPending}
      >
        {shownAsAdded ? 'Added' : 'Add to Watchlist'}
      </Button>
      <OnceOpened open={Boolean(anchor)}>
        <WatchlistPickerMenu
          anchor={anchor}
          onClose={() => setAnchor(null)}
          isLoading={watchlists.isPending}
          tabs={tabs}
          holding={holding}
          onPick={(watchlistId) => void add(watchlistId).catch(() => undefined)}
          onNewWatchlist={() => {
            setAnchor(null);
            setIsNaming(true);
          }}
        />
      </OnceOpened>
      <OnceOpened open={isNaming}>
        <WatchlistNameDialog
          open={isNaming}
          title="New watchlist"
          submitLabel="Create and add"
          isPending={createTab.isPending || addItem.isPending}
          onClose={() => setIsNaming(false)}
          onSubmit={handleCreate}
        />
      </OnceOpened>
    </>
  );
}
