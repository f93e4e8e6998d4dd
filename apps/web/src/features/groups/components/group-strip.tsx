import { Box, Button, Card, Paper, Skeleton, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { Group } from '@tradecircle/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { GROUP_TEXTS, type GroupCardContext } from '../group-texts.ts';
import { useMembershipActions } from '../use-membership-actions.ts';
import { GroupCard } from './group-card.tsx';

/** Phones show at most this many cards, then 'View All Groups' (§2, §9). */
export const PHONE_STRIP_CARDS = 3;
/** Desktop cards' width in the horizontal strip (§9). */
export const STRIP_CARD_WIDTH_PX = 230;
const CARD_HEIGHT_PX = 300;

export interface GroupStripProps {
  /** The row's accessible name and visible heading. */
  title: string;
  groups: readonly Group[] | undefined;
  context: GroupCardContext;
  isLoading?: boolean;
  /** The heading's buttons (own profile: View All Groups, + New Group). */
  actions?: ReactNode;
  /** Where 'View All Groups' leads (phones; and beside the heading when no actions are given). */
  viewAllTo?: string;
  /** Shown instead of the strip when there are no groups. */
  empty?: ReactNode;
  /** Stacked as on phones at every width (a narrow side column), instead of a strip cut at its edge. */
  isStacked?: boolean;
}

/**
 * A row of group cards: on phones (under 768 px) at most three stacked cards and a View All Groups
 * button; from 768 px a horizontal strip of 230 px cards.
 */
export function GroupStrip({
  title,
  groups,
  context,
  isLoading = false,
  actions,
  viewAllTo,
  empty,
  isStacked = false,
}: GroupStripProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true }) || isStacked;
  const membership = useMembershipActions();
  const shown = isPhone ? (groups ?? []).slice(0, PHONE_STRIP_CARDS) : (groups ?? []);
  const headingId = `group-strip-${title.replace(/\W+/g, '-').toLowerCase()}`;

  const viewAll = viewAllTo && (
    <Button component={RouterLink} to={viewAllTo} size="small">
      {GROUP_TEXTS.viewAllGroups}
    </Button>
  );

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {actions ?? (!isPhone && viewAll)}
      </Stack>
      {isLoading ? (
        <CardRow isPhone={isPhone} label="Loading groups" busy>
          {Array.from({ length: PHONE_STRIP_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <Slot key={index} isPhone={isPhone} isItem={false}>
              <Card variant="outlined" sx={{ height: CARD_HEIGHT_PX }}>
                <Skeleton variant="rectangular" height={84} />
                <Stack spacing={1} sx={{ p: 2 }}>
                  <Skeleton variant="circular" width={48} height={48} />
                  <Skeleton width="70%" />
                  <Skeleton width="50%" />
                  <Skeleton variant="rounded" height={36} />
                </Stack>
              </Card>
            </Slot>
          ))}
        </CardRow>
      ) : shown.length === 0 ? (
        (empty ?? null)
      ) : (
        <>
          <CardRow isPhone={isPhone} label={title}>
            {shown.map((group) => (
              <Slot key={group.id} isPhone={isPhone}>
                <GroupCard
                  group={group}
                  context={context}
                  onAction={membership.run}
                  isBusy={membership.busyGroupId === group.id}
                />
              </Slot>
            ))}
          </CardRow>
          {isPhone && viewAll && (
            <Box sx={{ textAlign: 'center', mt: 1.5 }}>
              <Button component={RouterLink} to={viewAllTo} variant="outlined" fullWidth>
                {GROUP_TEXTS.viewAllGroups}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}

function CardRow({
  isPhone,
  label,
  busy = false,
  children,
}: {
  isPhone: boolean;
  label: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      role={busy ? 'progressbar' : 'list'}
      aria-label={label}
      aria-busy={busy || undefined}
      sx={
        isPhone
          ? { display: 'grid', gap: 1.5 }
          : { display: 'flex', gap: 2, overflowX: 'auto', pb: 1, scrollSnapType: 'x proximity' }
      }
    >
      {children}
    </Box>
  );
}

function Slot({
  isPhone,
  isItem = true,
  children,
}: {
  isPhone: boolean;
  isItem?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      role={isItem ? 'listitem' : undefined}
      sx={
        isPhone
          ? {}
          : { flex: `0 0 ${STRIP_CARD_WIDTH_PX}px`, width: STRIP_CARD_WIDTH_PX, scrollSnapAlign: 'start' }
      }
    >
      {children}
    </Box>
  );
}

/** The own-profile row's card when one has no group yet. */
export function NoGroupsYetCard({ onCreate }: { onCreate: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', maxWidth: { md: 480 } }}>
      <Typography sx={{ mb: 1.5 }}>{GROUP_TEXTS.shareYourTrades}</Typography>
      <Button variant="contained" onClick={onCreate}>
        {GROUP_TEXTS.createNewGroup}
      </Button>
    </Paper>
  );
}
