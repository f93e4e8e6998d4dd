import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { formatTradeTime, type Poll, TRADE_LOGIN_MESSAGES } from '@tradecircle/domain';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../shared/api/app-bridge.ts';
import { useIsLoggedIn } from '../../../shared/api/use-session.ts';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { VerifiedBadge } from '../../../shared/ui/verified-badge.tsx';
import { useVote } from '../hooks.ts';
import { POLL_CATEGORY_LABELS, votesLabel } from '../poll-texts.ts';

/** Percentages come with the poll once the caller voted (or asked it); before that they are null. */
export function showsResults(poll: Poll): boolean {
  return poll.voted || poll.poll_options.some((option) => option.percentage !== null);
}

/**
 * A poll (platform.md §3-§4): its category and title, the question, and either one button per option
 * or, once voted, each option's share with the caller's choice marked. A visitor's vote leads to login.
 */
export function PollCard({ poll }: { poll: Poll }) {
  const titleId = useId();
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const vote = useVote();

  const handleVote = (option: number) => {
    if (!isLoggedIn) {
      notify(TRADE_LOGIN_MESSAGES.loginRequired, 'info');
      navigate(routeTo('login'));
      return;
    }
    vote.mutate({ poll: poll.id, option });
  };

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Chip label={POLL_CATEGORY_LABELS[poll.category]} size="small" color="primary" variant="outlined" />
        <Typography id={titleId} component="h3" variant="subtitle1" noWrap sx={{ fontWeight: 700 }}>
          {poll.category === 'others' ? 'Poll' : poll.title}
        </Typography>
      </Stack>
      <Typography variant="body2">{poll.question}</Typography>
      {showsResults(poll) ? (
        <PollResults poll={poll} />
      ) : (
        <Stack spacing={1} role="group" aria-label={`Vote: ${poll.question}`}>
          {poll.poll_options.map((option) => (
            <Button
              key={option.id}
              variant="outlined"
              fullWidth
              disabled={vote.isPending}
              onClick={() => handleVote(option.id)}
              sx={{ justifyContent: 'flex-start', textTransform: 'none' }}
            >
              {option.option_text}
            </Button>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={0.5} sx={{ mt: 'auto', alignItems: 'center', minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" noWrap>
          {poll.posted_by.name}
        </Typography>
        {poll.posted_by.is_sebi_registered && <VerifiedBadge size={14} />}
        <Typography variant="caption" color="text.secondary" noWrap sx={{ ml: 'auto !important' }}>
          {formatTradeTime(poll.created)}
        </Typography>
      </Stack>
    </Paper>
  );
}

function PollResults({ poll }: { poll: Poll }) {
  return (
    <Stack spacing={1}>
      <Box
        component="ul"
        aria-label="Results"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {poll.poll_options.map((option) => {
          const percent = option.percentage ?? 0;
          const isChoice = poll.selected_option === option.id;
          return (
            <Box
              component="li"
              key={option.id}
              aria-label={`${option.option_text}: ${percent}%${isChoice ? ', your vote' : ''}`}
            >
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mb: 0.25 }}>
                <Typography variant="body2" sx={{ fontWeight: isChoice ? 700 : 400, minWidth: 0 }} noWrap>
                  {option.option_text}
                </Typography>
                {isChoice && <CheckCircleIcon aria-hidden color="primary" sx={{ fontSize: 16 }} />}
                <Typography
                  variant="body2"
                  sx={{ ml: 'auto !important', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
                >
                  {percent}%
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-hidden
                color={isChoice ? 'primary' : 'inherit'}
                sx={{ height: 8, borderRadius: 4, color: isChoice ? undefined : 'grey.400' }}
              />
            </Box>
          );
        })}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {votesLabel(poll.total_votes)}
      </Typography>
    </Stack>
  );
}
