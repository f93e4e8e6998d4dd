import { Box, Container, Paper, Stack, Typography } from '@mui/material';
import { GROUP_DESCRIPTION_PREVIEW_CHARS } from '@tradecircle/domain';
import { useDeferredValue, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useAfterPaint } from '../../../shared/lazy/after-paint.tsx';
import { LazyPaymentDialog } from '../../payments/index.ts';
import { useTradeCardActions } from '../../trades/index.ts';
import { AdviceNotice } from '../components/advice-notice.tsx';
import { CoinUnlockSetting } from '../components/coin-unlock-setting.tsx';
import { CutText } from '../components/cut-text.tsx';
import { GroupActions, pageMembershipAction } from '../components/group-actions.tsx';
import { GroupHeader } from '../components/group-header.tsx';
import { GroupPageError, GroupPageSkeleton } from '../components/group-page-states.tsx';
import {
  LazyGroupAddTradeFab,
  LazyGroupKpis,
  LazyGroupSetupCard,
  LazyGroupTrades,
  LazyGroupWatchlist,
} from '../components/lazy-group-body.tsx';
import { GROUP_CARD_ACTION_LABELS } from '../group-texts.ts';
import { useGroupDetail } from '../hooks.ts';
import { useMembershipActions } from '../use-membership-actions.ts';

/**
 * /groups/:id (groups-and-payments.md §2 "Group detail page"): the group card, description (200
 * characters, Read more / Show less), disclaimer, the admin's setup card (a premium group's checklist
 * until it takes payments, else the payment setup card), trades, figures, watchlist and
 * the caller's actions; the admin's floating Add Trade. `?utm_source=` goes along with a join.
 * The card and description come with the page's code; the rest loads once the group is known.
 */
export function GroupDetailPage() {
  const { id } = useParams();
  const groupId = Number(id);
  const [params] = useSearchParams();
  const detail = useGroupDetail(groupId);
  // A query's answer reaches React as a blocking update; the page renders it in the background, in
  // slices (on a phone the card was one long task), with the skeleton on screen meanwhile.
  const data = useDeferredValue(detail.data);
  const actions = useTradeCardActions();
  // A premium group opened here (an old link) is subscribed to as on its premium page.
  const [isPaying, setIsPaying] = useState(false);
  // The trades, figures and watchlist load once the card and description are on screen: their code
  // and calls, started with the card, held its paint back (on a phone, a second).
  const isBodyShown = useAfterPaint(data !== undefined);
  const membership = useMembershipActions({
    utmSource: params.get('utm_source'),
    onSubscribe: () => setIsPaying(true),
  });

  if (detail.isError) {
    return (
      <Container maxWidth="lg" disableGutters>
        <GroupPageError error={detail.error} onRetry={() => void detail.refetch()} />
      </Container>
    );
  }
  if (data === undefined) {
    return (
      <Container maxWidth="lg" disableGutters>
        <GroupPageSkeleton />
      </Container>
    );
  }
  const { group_detail: group, watchlist_data: watchlist } = data;
  const isInside = group.is_admin || group.is_participant;
  const joinAction = pageMembershipAction(group) ?? 'view';
  const addTrade = () => actions.openComposer('add', { group: { id: group.id, name: group.name } });

  return (
    <Container maxWidth="lg" disableGutters sx={{ pb: 10 }}>
      <Stack spacing={2}>
        <GroupHeader
          group={group}
          actions={<GroupActions group={group} membership={membership} onAddTrade={addTrade} />}
        />
        <AdviceNotice group={group} />
        {group.is_admin && <LazyGroupSetupCard isShown={isBodyShown} group={group} />}
        <CoinUnlockSetting group={group} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            // Side by side from 1200 px: at 768 two columns of trade cards and the figures' tiles beside
            // them did not fit (the page was 818 px wide).
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          }}
        >
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            {(group.description || group.disclaimer) && (
              <Paper variant="outlined" component="section" aria-label="About the group" sx={{ p: 2 }}>
                {group.description && (
                  <CutText
                    text={group.description}
                    limit={GROUP_DESCRIPTION_PREVIEW_CHARS}
                    moreLabel="Read more"
                    lessLabel="Show less"
                  />
                )}
                {group.disclaimer && (
                  <Box sx={{ mt: group.description ? 1.5 : 0 }}>
                    <Typography variant="caption" color="text.secondary" component="h2">
                      Disclaimer
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                      {group.disclaimer}
                    </Typography>
                  </Box>
                )}
              </Paper>
            )}
            <LazyGroupTrades
              isShown={isBodyShown}
              group={group}
              viewer={actions.viewer}
              handlers={actions.handlers}
              joinLabel={GROUP_CARD_ACTION_LABELS[joinAction]}
              onJoin={() => membership.run(joinAction, group)}
            />
          </Stack>
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            <LazyGroupKpis isShown={isBodyShown} groupId={group.id} />
            {isInside && watchlist && (
              <LazyGroupWatchlist isShown={isBodyShown} watchlistId={watchlist.id} isAdmin={group.is_admin} />
            )}
          </Stack>
        </Box>
      </Stack>
      {group.is_admin && <LazyGroupAddTradeFab isShown={isBodyShown} onAddTrade={addTrade} />}
      {group.group_type === 'Premium' && (
        <LazyPaymentDialog
          group={group}
          open={isPaying}
          onClose={() => setIsPaying(false)}
          notice={<AdviceNotice group={group} />}
        />
      )}
    </Container>
  );
}
