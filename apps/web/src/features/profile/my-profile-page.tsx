import AddIcon from '@mui/icons-material/Add';
import { Button, Container, Stack, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../shared/api/use-session.ts';
import { LazyOwnGroupsRow } from '../groups/index.ts';
import { LazyTrackRecordPanel, useTrackRecordPanelReady } from '../track-record/index.ts';
import { AddTradeFab, useProfileDetails, useTradeCardActions } from '../trades/index.ts';
import { ProfileCard, TradesBelowProfileCard } from './profile-card.tsx';
import { ProfileTrades } from './profile-trades.tsx';
import { SebiRegistrationCard } from './sebi-registration/index.ts';
import { useProfileMeta } from './use-profile-meta.ts';

/**
 * /my-profile: profile card, my trades with tabs and filters, the Add Trade button (floating from
 * 768 px, under the card on a phone); ?trade_id opens a trade.
 */
export function MyProfilePage() {
  const { userId } = useSession();
  // A session ended while the page is open (signed out elsewhere, suspended): the app is on its way
  // to sign-in, and the page must not ask for user "0" meanwhile.
  return userId ? <MyProfile userId={Number(userId)} /> : null;
}

function MyProfile({ userId }: { userId: number }) {
  const profile = useProfileDetails(userId, userId);
  const actions = useTradeCardActions();
  const [params] = useSearchParams();
  const tradeId = Number(params.get('trade_id'));
  const { openDetail } = actions;
  useEffect(() => {
    if (tradeId > 0) openDetail(tradeId);
  }, [tradeId, openDetail]);
  useProfileMeta(profile.data?.name, profile.data?.bio);
  const panelReady = useTrackRecordPanelReady();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const addTrade = () => actions.openComposer('add');

  return (
    <Container maxWidth="lg" disableGutters>
      <Stack spacing={3}>
        <ProfileCard profile={profile.data} isOwn />
        {/* On a phone in the page: floating, it covered the cards under it (Create New Group). */}
        {isPhone && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={addTrade}
            sx={{ alignSelf: 'flex-start' }}
          >
            Add Trade
          </Button>
        )}
        <SebiRegistrationCard userId={userId} hidden={profile.isPending} />
        {!profile.isPending && <LazyOwnGroupsRow userId={userId} />}
        <LazyTrackRecordPanel userId={userId} hidden={profile.isPending} />
        <TradesBelowProfileCard profilePending={profile.isPending || !panelReady}>
          <ProfileTrades
            userId={userId}
            viewer={actions.viewer}
            handlers={actions.handlers}
            groupByAge={false}
          />
        </TradesBelowProfileCard>
      </Stack>
      {!isPhone && <AddTradeFab onAddTrade={addTrade} />}
    </Container>
  );
}
