import { Skeleton } from '@mui/material';
import { type ComponentProps, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { withTimeout } from '../../../app/lazy-page.ts';
import type * as Body from './group-page-body.ts';

const loadBody = () => import('./group-page-body.ts');

function lazyPart<K extends keyof typeof Body>(name: K) {
  return lazy(() =>
    withTimeout(loadBody()).then((module) => ({
      default: module[name] as ComponentType<ComponentProps<(typeof Body)[K]>>,
    })),
  );
}

const Trades = lazyPart('GroupTrades');
const Kpis = lazyPart('GroupKpis');
const Watchlist = lazyPart('GroupWatchlist');
const SetupCard = lazyPart('GroupSetupCard');
const AddTradeFab = lazyPart('GroupAddTradeFab');

/** `isShown` false: only the part's placeholder (the page shows its card first, then the parts). */
type Shown<P> = P & { isShown: boolean };

function Part({
  isShown,
  placeholder,
  children,
}: {
  isShown: boolean;
  placeholder: ReactNode;
  children: ReactNode;
}) {
  return isShown ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

/** The trades section; its place held at a list's height while its code arrives. */
export function LazyGroupTrades({ isShown, ...props }: Shown<ComponentProps<typeof Body.GroupTrades>>) {
  return (
    <Part
      isShown={isShown}
      placeholder={<Skeleton variant="rounded" height={480} aria-label="Loading trades" />}
    >
      <Trades {...props} />
    </Part>
  );
}

/** The group's figures, held at their panel's height. */
export function LazyGroupKpis({ isShown, ...props }: Shown<ComponentProps<typeof Body.GroupKpis>>) {
  return (
    <Part
      isShown={isShown}
      placeholder={<Skeleton variant="rounded" height={260} aria-label="Loading figures" />}
    >
      <Kpis {...props} />
    </Part>
  );
}

export function LazyGroupWatchlist({ isShown, ...props }: Shown<ComponentProps<typeof Body.GroupWatchlist>>) {
  return (
    <Part
      isShown={isShown}
      placeholder={<Skeleton variant="rounded" height={180} aria-label="Loading watchlist" />}
    >
      <Watchlist {...props} />
    </Part>
  );
}

/** The admin's setup card (checklist or payment setup): admins only, so nothing holds its place. */
export function LazyGroupSetupCard({ isShown, ...props }: Shown<ComponentProps<typeof Body.GroupSetupCard>>) {
  return (
    <Part isShown={isShown} placeholder={null}>
      <SetupCard {...props} />
    </Part>
  );
}

/** The admin's floating Add Trade. */
export function LazyGroupAddTradeFab({
  isShown,
  ...props
}: Shown<ComponentProps<typeof Body.GroupAddTradeFab>>) {
  return (
    <Part isShown={isShown} placeholder={null}>
      <AddTradeFab {...props} />
    </Part>
  );
}
