import { Box, Container, Paper, Stack, Tab, Tabs, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useState } from 'react';
import { useSession } from '../../shared/api/use-session.ts';
import { ExpertList, usePeopleYouFollow, useRecommendations } from '../follows/index.ts';
import { AddTradeButton, AddTradeFab, useTradeCardActions } from '../trades/index.ts';
import { NETWORK_TEXTS } from './network-texts.ts';

/**
 * /network: People you follow and Recommendations (platform.md §2), side by side from 768 px and
 * as two tabs on phones; Follow / Following moves a profile between them. The Add Trade button
 * (floating from 768 px, beside the title on phones) opens the trade form.
 */
export function NetworkPage() {
  const viewerId = Number(useSession().userId ?? 0);
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [tab, setTab] = useState<'following' | 'recommendations'>('following');
  const following = usePeopleYouFollow(viewerId);
  const recommendations = useRecommendations(viewerId);
  const actions = useTradeCardActions();
  const addTrade = () => actions.openComposer('add');

  const followingList = (
    <ExpertList
      query={following}
      label={NETWORK_TEXTS.following}
      emptyText={NETWORK_TEXTS.followingEmpty}
      errorText={NETWORK_TEXTS.followingError}
    />
  );
  const recommendationList = (
    <ExpertList
      query={recommendations}
      label={NETWORK_TEXTS.recommendations}
      emptyText={NETWORK_TEXTS.recommendationsEmpty}
      errorText={NETWORK_TEXTS.recommendationsError}
    />
  );

  return (
    <Container maxWidth="lg" disableGutters sx={{ pb: { md: 10 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          Network
        </Typography>
        {/* On a phone in the page: floating, it covered the tabs and the lists' Follow buttons. */}
        {isPhone && <AddTradeButton onAddTrade={addTrade} />}
      </Stack>
      {isPhone ? (
        <Paper variant="outlined">
          <Tabs
            value={tab}
            onChange={(_event, value: typeof tab) => setTab(value)}
            variant="fullWidth"
            aria-label="Network lists"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="following" label={NETWORK_TEXTS.following} id="network-tab-following" />
            <Tab
              value="recommendations"
              label={NETWORK_TEXTS.recommendations}
              id="network-tab-recommendations"
            />
          </Tabs>
          <Box role="tabpanel" aria-labelledby={`network-tab-${tab}`} sx={{ px: 2, py: 1 }}>
            {tab === 'following' ? followingList : recommendationList}
          </Box>
        </Paper>
      ) : (
        <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Column title={NETWORK_TEXTS.following}>{followingList}</Column>
          <Column title={NETWORK_TEXTS.recommendations}>{recommendationList}</Column>
        </Stack>
      )}
      {!isPhone && <AddTradeFab onAddTrade={addTrade} />}
    </Container>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  const id = `network-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ flex: 1, minWidth: 0, px: 2.5, py: 2 }}
    >
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
