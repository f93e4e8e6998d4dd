import { Container, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { MembershipStatus } from '@tradecircle/domain';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Membership, VideoSubscription } from '../api.ts';
import { MembershipRow, VideoSubscriptionRow } from '../components/membership-row.tsx';
import { MembershipSection } from '../components/membership-section.tsx';
import { type MembershipKind, useGroupMemberships, useVideoSubscriptions } from '../hooks.ts';

export const MEMBERSHIPS_HEADING = 'My Memberships';
/** The spec's empty texts, verbatim (groups-and-payments.md §2 "My Memberships"). */
export const NO_ACTIVE_MEMBERSHIP = 'Currently you do not have any membership plan.';
export const NO_PAST_MEMBERSHIP = 'Currently you do not have any past membership plan.';

const SECTIONS: { status: MembershipStatus; title: string; emptyText: string }[] = [
  { status: 'Active', title: 'Active', emptyText: NO_ACTIVE_MEMBERSHIP },
  { status: 'Expired', title: 'Past', emptyText: NO_PAST_MEMBERSHIP },
];

type SectionProps = (typeof SECTIONS)[number];

/** What a section reads of its infinite list (the membership answers' pages). */
interface PagedList<T> {
  data?: { pages: { membership: T[] }[] };
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

function ListSection<T extends { id: number }>({
  list,
  count,
  renderItem,
  title,
  emptyText,
}: Omit<SectionProps, 'status'> & {
  list: PagedList<T>;
  count: number | null;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <MembershipSection<T>
      title={title}
      count={count}
      items={list.data?.pages.flatMap((page) => page.membership) ?? []}
      getKey={(item) => item.id}
      renderItem={renderItem}
      emptyText={emptyText}
      isPending={list.isPending}
      isError={list.isError}
      onRetry={() => void list.refetch()}
      hasNextPage={list.hasNextPage}
      isFetchingNextPage={list.isFetchingNextPage}
      fetchNextPage={list.fetchNextPage}
    />
  );
}

function GroupSection({ status, ...section }: SectionProps) {
  const list = useGroupMemberships(status, true);
  // Both answers carry both counts, so the count shows as soon as either list answers.
  const counts = list.data?.pages[0]?.count;
  const count = counts ? (status === 'Active' ? counts.active : counts.expired) : null;
  return (
    <ListSection<Membership>
      {...section}
      list={list}
      count={count}
      renderItem={(membership) => <MembershipRow membership={membership} />}
    />
  );
}

/** Both answers carry both counts (a purchase never expires); an older answer without them: its total. */
function videoCount(
  page:
    | { count?: { active: number; expired: number } | undefined; page_info: { total_count: number } }
    | undefined,
  status: MembershipStatus,
): number | null {
  if (!page) return null;
  if (!page.count) return page.page_info.total_count;
  return status === 'Active' ? page.count.active : page.count.expired;
}

function VideoSection({ status, ...section }: SectionProps) {
  const list = useVideoSubscriptions(status, true);
  return (
    <ListSection<VideoSubscription>
      {...section}
      list={list}
      count={videoCount(list.data?.pages[0], status)}
      renderItem={(subscription) => <VideoSubscriptionRow subscription={subscription} />}
    />
  );
}

/**
 * /membership: the user's subscriptions, Groups and Videos, each as collapsible Active and Past
 * sections with counts, 12 a page with infinite scroll (groups-and-payments.md §2, §9).
 */
export function MembershipsPage() {
  const [params, setParams] = useSearchParams();
  const tab: MembershipKind = params.get('tab') === 'videos' ? 'videos' : 'groups';
  const Section = tab === 'groups' ? GroupSection : VideoSection;
  return (
    <Container maxWidth="lg" disableGutters>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {MEMBERSHIPS_HEADING}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: MembershipKind) =>
          setParams(next === 'groups' ? {} : { tab: next }, { replace: true })
        }
        aria-label="Membership kinds"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        <Tab value="groups" label="Groups" />
        <Tab value="videos" label="Videos" />
      </Tabs>
      <Stack spacing={2}>
        {SECTIONS.map((section) => (
          <Section key={`${tab}-${section.status}`} {...section} />
        ))}
      </Stack>
    </Container>
  );
}
