import { Container, Stack } from '@mui/material';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { HttpError } from '../../shared/api/http-errors.ts';
import { useSession } from '../../shared/api/use-session.ts';
import { withTimeout } from '../../shared/lazy/lazy-page.ts';
import { routeTo } from '../../shared/routing/route-names.ts';
import { LazyUserGroupsRow } from '../groups/index.ts';
import { LazyTrackRecordPanel, useTrackRecordPanelReady } from '../track-record/index.ts';
import { useProfileDetails, useTradeCardActions } from '../trades/index.ts';
import { ProfileCard, TradesBelowProfileCard } from './profile-card.tsx';
import { ProfileTrades } from './profile-trades.tsx';
import { useProfileMeta } from './use-profile-meta.ts';

// Only a profile that does not exist shows an Alert: its code stays out of every profile's first load.
const Alert = lazy(() => withTimeout(import('@mui/material/Alert')));

/** /profile/:id/:name: another user's profile and trades; one's own id redirects to /my-profile keeping trade_id and fotrade. */
export function OthersProfilePage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const userId = Number(id);
  const isMine = session.userId !== null && Number(session.userId) === userId;
  const profile = useProfileDetails(
    userId,
    session.userId ? Number(session.userId) : null,
    !isMine && userId > 0,
  );
  const actions = useTradeCardActions();
  const tradeId = Number(params.get('trade_id'));
  const { openDetail } = actions;
  useEffect(() => {
    if (!isMine && tradeId > 0) openDetail(tradeId);
  }, [isMine, tradeId, openDetail]);
  useProfileMeta(profile.data?.name, profile.data?.bio);
  const panelReady = useTrackRecordPanelReady();

  if (isMine) {
    const keep = new URLSearchParams();
    for (const key of ['trade_id', 'fotrade']) {
      const value = params.get(key);
      if (value !== null) keep.set(key, value);
    }
    const query = keep.toString();
    return <Navigate to={`${routeTo('ProfilePage')}${query ? `?${query}` : ''}`} replace />;
  }
  if (profile.error instanceof HttpError && profile.error.status === 404) {
    return (
      <Container maxWidth="md" disableGutters>
        <Suspense fallback={null}>
          <Alert severity="info">This profile does not exist.</Alert>
        </Suspense>
      </Container>
    );
  }
  return (
    <Container maxWidth="lg" disableGutters>
      <Stack spacing={3}>
        <ProfileCard profile={profile.data} isOwn={false} />
        {profile.data && <LazyUserGroupsRow userId={userId} name={profile.data.name} />}
        <LazyTrackRecordPanel userId={userId} hidden={profile.isPending} />
        <TradesBelowProfileCard profilePending={profile.isPending || !panelReady}>
          <ProfileTrades userId={userId} viewer={actions.viewer} handlers={actions.handlers} groupByAge />
        </TradesBelowProfileCard>
      </Stack>
    </Container>
  );
}
