import { useRouteMeta } from '../../app/use-route-meta.ts';
import { ComingSoonPanel } from '../../ui/coming-soon-panel.tsx';

/** Any route of the table whose page is not built yet: the panel named after the route's title. */
export function ComingSoonPage() {
  const meta = useRouteMeta();
  return <ComingSoonPanel pageName={meta?.title ?? 'This page'} />;
}
