import AddIcon from '@mui/icons-material/Add';
import { Box, Container, Fab, Grid, Paper, Stack, Typography } from '@mui/material';
import { GROUP_DESCRIPTION_PREVIEW_CHARS } from '@tradecircle/domain';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { MOBILE_NAV_HEIGHT_PX } from '../../../app/layout/mobile-nav.tsx';
import { LazyPaymentDialog } from '../../payments/lazy-dialogs.tsx';
import { useTradeCardActions } from '../../trades/pages/use-trade-card-actions.tsx';
import { AdviceNotice } from '../components/advice-notice.tsx';
import { CutText } from '../components/cut-text.tsx';
import { GroupActions, pageMembershipAction } from '../components/group-actions.tsx';
import { GroupHeader } from '../components/group-header.tsx';
import { GroupKpis } from '../components/group-kpis.tsx';
import { GroupPageError, GroupPageSkeleton } from '../components/group-page-states.tsx';
import { GroupSetupCard } from '../components/group-setup-checklist.tsx';
import { GroupTrades } from '../components/group-trades.tsx';
import { GroupWatchlist } from '../components/group-watchlist.tsx';
import { GROUP_CARD_ACTION_LABELS } from '../group-texts.ts';
import { useGroupDetail } from '../hooks.ts';
import { useMembershipActions } from '../use-membership-actions.ts';

/**
 * /groups/:id (groups-and-payments.md §2 "Group detail page"): the group card, description (200
 * characters, Read more / Show less), disclaimer, the admin's setup card (a premium group's checklist
 * until it takes payments, else the payment setup card), trades, figures, watchlist and
 * the caller's actions; the admin's floating Add Trade. `?utm_source=` goes along with a join.
 */
export function GroupDetailPage() {
  const { id } = useParams();
  const groupId = Number(id);
  const [params] = useSearchParams();
  const detail = useGroupDetail(groupId);
  const actions = useTradeCardActions();
  // A premium group opened here (an old link) is subscribed to as on its premium page.
  const [isPaying, setIsPaying] = useState(false);
  const membership = useMembershipActions({
    utmSource: params.get('utm_source'),
    onSubscribe: () => setIsPaying(true),
  });

  if (detail.isPending) {
    return (
      <Container maxWidth="lg" disableGutters>
        <GroupPageSkeleton />
      </Container>
    );
  }
  if (detail.isError) {
    return (
      <Container maxWidth="lg" disableGutters>
        <GroupPageError error={detail.error} onRetry={() => void detail.refetch()} />
      </Container>
    );
  }
  const { group_detail: group, watchlist_data: watchlist } = detail.data;
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
        <GroupSetupCard group={group} />
        <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={2}>
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
              <GroupTrades
                group={group}
                viewer={actions.viewer}
                handlers={actions.handlers}
                joinLabel={GROUP_CARD_ACTION_LABELS[joinAction]}
                onJoin={() => membership.run(joinAction, group)}
              />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={2}>
              <GroupKpis groupId={group.id} />
              {isInside && watchlist && (
                <GroupWatchlist watchlistId={watchlist.id} isAdmin={group.is_admin} />
              )}
            </Stack>
          </Grid>
        </Grid>
      </Stack>
      {group.is_admin && (
        <Fab
          color="primary"
          variant="extended"
          aria-label="Add Trade"
          onClick={addTrade}
          sx={{
            position: 'fixed',
            right: { xs: 16, sm: 32 },
            bottom: { xs: MOBILE_NAV_HEIGHT_PX + 16, md: 32 },
          }}
        >
          <AddIcon sx={{ mr: 1 }} />
          Add Trade
        </Fab>
      )}
      {actions.dialogs}
      {group.group_type === 'Premium' && (
        <LazyPaymentDialog group={group} open={isPaying} onClose={() => setIsPaying(false)} />
      )}
    </Container>
  );
}
