import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import { Button, IconButton } from '@mui/material';
import { lazy, useEffect, useRef, useState } from 'react';
import { navigateTo, notify } from '../../../shared/api/app-bridge.ts';
import { useIsLoggedIn } from '../../../shared/api/use-session.ts';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { LazyTooltip } from '../../../shared/ui/lazy-tooltip.tsx';
import { SecurityFollowIcon, securityFollowLabel } from '../../trades/index.ts';
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
  /**
   * An icon button (a trade card's security follow) named `Follow {symbol}` / `Following {symbol}`
   * instead of the page's labelled button. It reads the tabs only once opened (a page of cards
   * costs no request); until then the trade's is_follower_security says whether the stock is followed.
   */
  compactFor?: string;
  /** Opens the menu at once (the card's light button was pressed and this loaded in its place). */
  openOnMount?: boolean;
}

/**
 * The security page's "Add to Watchlist" button (trades.md §2): a menu of the user's stock tabs,
 * checked where the stock already is, and "New watchlist". Visitors go to login (trades.md §5).
 */
export function AddToWatchlistMenu({
  securityId,
  isAdded,
  onAdded,
  compactFor,
  openOnMount = false,
}: AddToWatchlistMenuProps) {
  const isLoggedIn = useIsLoggedIn();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isNaming, setIsNaming] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  // Disabled, the query still answers what another button of the page has read.
  const watchlists = useStockWatchlists(isLoggedIn && (compactFor === undefined || wasOpened));
  const addItem = useAddWatchlistItem();
  const createTab = useCreateWatchlistTab();

  const tabs = watchlists.data ?? [];
  const holding = new Set(
    tabs.filter((tab) => tab.items.some((item) => item.stock_data.id === securityId)).map((tab) => tab.id),
  );
  const shownAsAdded = watchlists.data ? holding.size > 0 : isAdded;

  const openAt = (element: HTMLElement) => {
    if (!isLoggedIn) {
      notify(LOGIN_REQUIRED_MESSAGE, 'info');
      navigateTo(routeTo('login'));
      return;
    }
    setWasOpened(true);
    setAnchor(element);
  };
  const handleOpen = (event: React.MouseEvent<HTMLElement>) => openAt(event.currentTarget);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openedOnMount = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (!openOnMount || openedOnMount.current || !buttonRef.current) return;
    openedOnMount.current = true;
    openAt(buttonRef.current);
  }, []);

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

  const compactLabel = compactFor && securityFollowLabel(shownAsAdded, compactFor);
  return (
    <>
      {compactLabel ? (
        <LazyTooltip title={compactLabel}>
          <IconButton
            ref={buttonRef}
            size="small"
            aria-label={compactLabel}
            aria-pressed={shownAsAdded}
            aria-haspopup="menu"
            aria-expanded={anchor ? 'true' : undefined}
            disabled={addItem.isPending}
            onClick={handleOpen}
          >
            <SecurityFollowIcon isFollowed={shownAsAdded} />
          </IconButton>
        </LazyTooltip>
      ) : (
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
      )}
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
