import { Button, Container, Paper, Stack, Typography } from '@mui/material';
import { type Comment, TRADE_COMMENT_MESSAGES } from '@tradecircle/domain';
import { useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useIsLoggedIn } from '../../../shared/api/use-session.ts';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { AddCommentForm } from '../detail/add-comment-form.tsx';
import { TradeDetailContent } from '../detail/trade-detail-content.tsx';
import { useTradeDetail } from '../hooks.ts';
import { useTradeCardActions } from './use-trade-card-actions.tsx';

const NONE: readonly Comment[] = [];

/**
 * /trade/:id/:securityName: the shared trade with its comments and, under them, the Add comment form
 * for a signed-in user (the card's comment button moves focus to it) or a sign-in prompt for a
 * visitor, as the trade dialog has.
 */
export function ShareTradePage() {
  const { id } = useParams();
  const tradeId = Number(id);
  const query = useTradeDetail(tradeId, tradeId > 0);
  const actions = useTradeCardActions();
  const isLoggedIn = useIsLoggedIn();
  const commentInput = useRef<HTMLTextAreaElement>(null);
  // The viewer's new comments, shown at once even while older pages are still to load.
  const [postedOn, setPostedOn] = useState<{ tradeId: number; comments: Comment[] } | null>(null);
  const posted = postedOn?.tradeId === tradeId ? postedOn.comments : NONE;
  const { onOpenDetail: _detail, ...cardHandlers } = actions.handlers;
  const trade = tradeId > 0 ? query.data : undefined;
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
          cardHandlers={{ ...cardHandlers, onComment: () => commentInput.current?.focus() }}
          renderCommentActions={undefined}
          onNavigate={() => {}}
          postedComments={posted}
        />
        {trade &&
          (isLoggedIn ? (
            <Stack sx={{ mt: 2 }}>
              <AddCommentForm
                tradeId={trade.id}
                isFno={!trade.is_equity_trade}
                inputRef={commentInput}
                onPosted={(comment) =>
                  setPostedOn((earlier) => ({
                    tradeId: trade.id,
                    comments: earlier?.tradeId === trade.id ? [...earlier.comments, comment] : [comment],
                  }))
                }
              />
            </Stack>
          ) : (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ mt: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography variant="body2" color="text.secondary">
                {TRADE_COMMENT_MESSAGES.loginToComment}
              </Typography>
              <Button component={RouterLink} to={routeTo('login')} variant="contained">
                Sign in to comment
              </Button>
            </Stack>
          ))}
      </Paper>
    </Container>
  );
}
