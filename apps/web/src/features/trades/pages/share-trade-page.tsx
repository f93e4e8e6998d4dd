import { Container, Paper, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { TradeDetailContent } from '../detail/trade-detail-content.tsx';
import { useTradeDetail } from '../hooks.ts';
import { useTradeCardActions } from './use-trade-card-actions.tsx';

/** /trade/:id/:securityName: the shared trade with its comments, for visitors too. */
export function ShareTradePage() {
  const { id } = useParams();
  const tradeId = Number(id);
  const query = useTradeDetail(tradeId, tradeId > 0);
  const actions = useTradeCardActions();
  const { onOpenDetail: _detail, ...cardHandlers } = actions.handlers;
  return (
    <Container maxWidth="md" disableGutters>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Trade Details
      </Typography>
      {/* On phones the card itself is the frame; a second border would only take width. */}
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 0, sm: 2 },
          border: { xs: 'none', sm: undefined },
          bgcolor: { xs: 'transparent', sm: 'background.paper' },
        }}
      >
        <TradeDetailContent
          query={tradeId > 0 ? query : null}
          viewer={actions.viewer}
          cardHandlers={cardHandlers}
          renderCommentActions={undefined}
          onNavigate={() => {}}
        />
      </Paper>
      {actions.dialogs}
    </Container>
  );
}
