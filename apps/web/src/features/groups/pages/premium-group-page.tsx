import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Chip, Container, Grid, Paper, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { MOBILE_NAV_HEIGHT_PX } from '../../../shared/ui/app-frame.ts';
import { LazyPaymentDialog } from '../../payments/index.ts';
import { useTradeCardActions } from '../../trades/index.ts';
import { AdviceNotice } from '../components/advice-notice.tsx';
import { CoinUnlockSetting } from '../components/coin-unlock-setting.tsx';
import { ContactCard } from '../components/contact-card.tsx';
import { CutText } from '../components/cut-text.tsx';
import { GroupActions, pageMembershipAction } from '../components/group-actions.tsx';
import { GroupHeader } from '../components/group-header.tsx';
import { GroupKpis } from '../components/group-kpis.tsx';
import { GroupPageError, GroupPageSkeleton } from '../components/group-page-states.tsx';
import { GroupSetupCard } from '../components/group-setup-checklist.tsx';
import { GroupTrades } from '../components/group-trades.tsx';
import { GroupWatchlist } from '../components/group-watchlist.tsx';
import { PlansPanel } from '../components/plans-panel.tsx';
import { GROUP_CARD_ACTION_LABELS, GROUP_TEXTS } from '../group-texts.ts';
import { useGroupDetail } from '../hooks.ts';
import { useMembershipActions } from '../use-membership-actions.ts';

/** The premium page's description cut: 250 characters when longer than 230 (§9). */
const DESCRIPTION_CUT = { limit: 250, above: 230 } as const;
/** At least the bottom navigation's height, which the bar covers while it shows. */
const BOTTOM_BAR_HEIGHT_PX = 64;

/**
 * /premium-groups/detail/:id (§2 "Premium group detail page"), open to visitors: header with the
 * disclosure document, contact card, key offerings, description, plans, figures, watchlist, trades,
 * share and members; on phones a fixed 'Subscribe Now' bar for non-members and a Watchlist tab for
 * members. Subscribe (the panel, the bar, the header, the locked trades) opens the payment dialog.
 */
export function PremiumGroupPage() {
  const { id } = useParams();
  const groupId = Number(id);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  // One column below 1200 px (at 768 the plans and figures beside the trades did not fit): the plans
  // go above the trades and the watchlist becomes a tab, as on a phone.
  const isOneColumn = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const detail = useGroupDetail(groupId, { withExtras: true });
  const actions = useTradeCardActions();
  const [isPaying, setIsPaying] = useState(false);
  const membership = useMembershipActions({
    utmSource: params.get('utm_source'),
    onSubscribe: () => setIsPaying(true),
  });

  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(routeTo('premiumGroups'));
  };
  const backButton = (
    <Button startIcon={<ArrowBack />} onClick={back} sx={{ alignSelf: 'flex-start' }}>
      Back
    </Button>
  );

  if (detail.isPending || detail.isError) {
    return (
      <Container maxWidth="lg" disableGutters>
        <Stack spacing={1}>
          {backButton}
          {detail.isPending ? (
            <GroupPageSkeleton />
          ) : (
            <GroupPageError error={detail.error} onRetry={() => void detail.refetch()} />
          )}
        </Stack>
      </Container>
    );
  }

  const {
    group_detail: group,
    user_sebi_details: contacts,
    key_offering: offerings,
    watchlist_data,
  } = detail.data;
  const contact = contacts[0];
  const isInside = group.is_admin || group.is_participant;
  const joinAction = pageMembershipAction(group) ?? 'view';
  const subscribe = () => membership.run('subscribe', group);
  const addTrade = () => actions.openComposer('add', { group: { id: group.id, name: group.name } });
  const watchlist =
    isInside && watchlist_data ? (
      <GroupWatchlist watchlistId={watchlist_data.id} isAdmin={group.is_admin} />
    ) : null;
  const showsBottomBar = isPhone && !isInside;

  return (
    <Container
      maxWidth="lg"
      disableGutters
      sx={{ pb: showsBottomBar ? `${BOTTOM_BAR_HEIGHT_PX - MOBILE_NAV_HEIGHT_PX + 24}px` : 10 }}
    >
      <Stack spacing={2}>
        {backButton}
        <GroupHeader
          group={group}
          actions={
            <>
              <GroupActions group={group} membership={membership} onAddTrade={addTrade} />
              {group.is_admin && (
                <Button variant="contained" onClick={addTrade}>
                  Add Trade
                </Button>
              )}
            </>
          }
        />
        <AdviceNotice group={group} />
        <GroupSetupCard group={group} />
        <CoinUnlockSetting group={group} />
        <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Stack spacing={2}>
              {group.description && (
                <Paper variant="outlined" component="section" aria-label="About the group" sx={{ p: 2 }}>
                  <CutText
                    text={group.description}
                    limit={DESCRIPTION_CUT.limit}
                    above={DESCRIPTION_CUT.above}
                    moreLabel="Show More"
                    lessLabel="Read Less"
                  />
                  {group.disclaimer && (
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ mt: 1.5, whiteSpace: 'pre-line' }}
                    >
                      {group.disclaimer}
                    </Typography>
                  )}
                </Paper>
              )}
              {offerings.length > 0 && (
                <Paper
                  variant="outlined"
                  component="section"
                  aria-labelledby="key-offerings-title"
                  sx={{ p: 2 }}
                >
                  <Typography id="key-offerings-title" variant="h6" component="h2" sx={{ mb: 1 }}>
                    Key offerings
                  </Typography>
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {offerings.map((offering) => (
                      <Typography component="li" variant="body2" key={offering}>
                        {offering}
                      </Typography>
                    ))}
                  </Box>
                </Paper>
              )}
              {group.types_of_instrument.length > 0 && (
                <Stack direction="row" spacing={0.75} aria-label="Instrument types">
                  {group.types_of_instrument.map((type) => (
                    <Chip key={type} label={type} size="small" variant="outlined" />
                  ))}
                </Stack>
              )}
              {isOneColumn && (
                <PlansPanel
                  group={group}
                  onSubscribe={subscribe}
                  isBusy={membership.busyGroupId === group.id}
                />
              )}
              <GroupTrades
                group={group}
                viewer={actions.viewer}
                handlers={actions.handlers}
                joinLabel={GROUP_CARD_ACTION_LABELS[joinAction]}
                onJoin={() => membership.run(joinAction, group)}
                extraTab={isOneColumn && watchlist ? { label: 'Watchlist', content: watchlist } : undefined}
              />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Stack spacing={2}>
              {!isOneColumn && (
                <PlansPanel
                  group={group}
                  onSubscribe={subscribe}
                  isBusy={membership.busyGroupId === group.id}
                />
              )}
              {contact && <ContactCard contact={contact} adminUserId={group.admin.id} />}
              <GroupKpis groupId={group.id} />
              {!isOneColumn && watchlist}
            </Stack>
          </Grid>
        </Grid>
      </Stack>
      {showsBottomBar && (
        <Paper
          elevation={8}
          sx={{
            // In the bottom navigation's place, not stacked on it: one bar, the page's own action.
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            height: BOTTOM_BAR_HEIGHT_PX,
            px: 2,
            display: 'flex',
            alignItems: 'center',
            zIndex: (theme) => theme.zIndex.appBar + 1,
          }}
        >
          <Button
            fullWidth
            variant="contained"
            size="large"
            onClick={subscribe}
            loading={membership.busyGroupId === group.id}
          >
            {GROUP_TEXTS.subscribeNow}
          </Button>
        </Paper>
      )}
      <LazyPaymentDialog
        group={group}
        open={isPaying}
        onClose={() => setIsPaying(false)}
        notice={<AdviceNotice group={group} />}
      />
    </Container>
  );
}
