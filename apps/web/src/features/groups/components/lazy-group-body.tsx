import { Skeleton } from '@mui/material';
import { type ComponentProps, type ComponentType, type ReactNode, Suspense } from 'react';
import { lazyNamed } from '../../../shared/lazy/lazy-page.ts';
import type * as Body from './group-page-body.ts';

const loadBody = () => import('./group-page-body.ts');

type BodyPart = keyof typeof Body;

/** `isShown` false: only the part's placeholder (the page shows its card first, then the parts). */
type Shown<P> = P & { isShown: boolean };

/**
 * A part of the body (one chunk for all of them), drawn once `isShown`; `placeholder` holds its place
 * until then and while its code arrives.
 */
function lazyPart<K extends BodyPart>(name: K, placeholder: ReactNode) {
  type Props = ComponentProps<(typeof Body)[K]>;
  // Typed by what the wrapper hands on (the props without isShown), which is Props.
  const Part = lazyNamed(loadBody, name) as unknown as ComponentType<Omit<Shown<Props>, 'isShown'>>;
  return function LazyPart({ isShown, ...props }: Shown<Props>) {
    if (!isShown) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** The trades section; its place held at a list's height. */
export const LazyGroupTrades = lazyPart(
  'GroupTrades',
  <Skeleton variant="rounded" height={480} aria-label="Loading trades" />,
);

/** The group's figures, held at their panel's height. */
export const LazyGroupKpis = lazyPart(
  'GroupKpis',
  <Skeleton variant="rounded" height={260} aria-label="Loading figures" />,
);

export const LazyGroupWatchlist = lazyPart(
  'GroupWatchlist',
  <Skeleton variant="rounded" height={180} aria-label="Loading watchlist" />,
);

/** The admin's setup card (checklist or payment setup): admins only, so nothing holds its place. */
export const LazyGroupSetupCard = lazyPart('GroupSetupCard', null);

/** The admin's floating Add Trade. */
export const LazyGroupAddTradeFab = lazyPart('AddTradeFab', null);
