import { type ComponentProps, lazy, Suspense } from 'react';
import { withTimeout } from '../../shared/lazy/lazy-page.ts';
import { OnCommitted } from '../../shared/lazy/on-committed.tsx';

/*
 * The group rows for the profile and home pages, out of those pages' first script: they load beside
 * the page's own requests and take their place when they arrive (the followed and other users' rows
 * draw nothing until they have groups to show).
 */
const rows = () => withTimeout(import('./components/group-rows.tsx'));
const OwnGroupsRow = lazy(() => rows().then((m) => ({ default: m.OwnGroupsRow })));
const UserGroupsRow = lazy(() => rows().then((m) => ({ default: m.UserGroupsRow })));
const FollowedGroupsRow = lazy(() => rows().then((m) => ({ default: m.FollowedGroupsRow })));

export function LazyOwnGroupsRow(props: ComponentProps<typeof OwnGroupsRow>) {
  return (
    <Suspense fallback={null}>
      <OwnGroupsRow {...props} />
    </Suspense>
  );
}

export function LazyUserGroupsRow(props: ComponentProps<typeof UserGroupsRow>) {
  return (
    <Suspense fallback={null}>
      <UserGroupsRow {...props} />
    </Suspense>
  );
}

/** `onCodeLoaded`: called in the commit that first renders the row's code (Home holds its feed until then). */
export function LazyFollowedGroupsRow({
  onCodeLoaded,
  ...props
}: ComponentProps<typeof FollowedGroupsRow> & { onCodeLoaded?: () => void }) {
  return (
    <Suspense fallback={null}>
      <FollowedGroupsRow {...props} />
      {onCodeLoaded && <OnCommitted run={onCodeLoaded} />}
    </Suspense>
  );
}
