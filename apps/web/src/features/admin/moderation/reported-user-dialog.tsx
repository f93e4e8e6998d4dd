import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatTradeTime } from '@tradecircle/domain';
import { useId, useState } from 'react';
import { useReportedUser } from './hooks.ts';
import { ModerationActionDialog, type ModerationTarget } from './moderation-action-dialog.tsx';
import { suspensionLabel } from './suspension-label.ts';

export const DETAIL_TEXTS = {
  reports: 'Reports',
  comments: 'Recent comments',
  trades: 'Recent trades',
  anonymous: 'Anonymous reporter',
  noReports: 'No reports.',
  noComments: 'No comments.',
  noTrades: 'No trades.',
  noReasoning: 'No reasoning given.',
  hidden: 'Hidden',
  failed: "This user's details could not be loaded.",
} as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      <Divider sx={{ mb: 1 }} />
      {children}
    </Box>
  );
}

/**
 * One reported user: their standing, every report (anonymous reporters stay hidden), their recent
 * comments and trades with hide actions, and warn / suspend / lift on the account.
 */
export function ReportedUserDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const detail = useReportedUser(userId);
  const [acting, setActing] = useState<ModerationTarget | null>(null);
  const data = detail.data;
  const name = data?.user.name ?? '';

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{data ? data.user.name || `User ${userId}` : 'Reported user'}</DialogTitle>
      <DialogContent>
        {detail.isPending ? (
          <Stack spacing={1} aria-busy="true">
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={120} />
          </Stack>
        ) : detail.isError || !data ? (
          <Alert severity="error">{DETAIL_TEXTS.failed}</Alert>
        ) : (
          <>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Chip
                size="small"
                color={data.suspension ? 'error' : 'success'}
                label={suspensionLabel(data.suspension)}
              />
              <Chip size="small" label={`${data.report_count} reports`} />
              <Chip size="small" label={`${data.warning_count} warnings`} />
            </Stack>
            {data.suspension?.reason && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Reason: {data.suspension.reason}
              </Typography>
            )}
            {!data.user.is_superuser && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setActing({ kind: 'warn', userId, name })}
                >
                  Warn
                </Button>
                {data.suspension ? (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setActing({ kind: 'unsuspend', userId, name })}
                  >
                    Lift suspension
                  </Button>
                ) : (
                  <Button
                    size="small"
                    color="error"
                    variant="contained"
                    onClick={() => setActing({ kind: 'suspend', userId, name })}
                  >
                    Suspend
                  </Button>
                )}
              </Stack>
            )}

            <Section title={DETAIL_TEXTS.reports}>
              {data.reports.length === 0 ? (
                <Typography color="text.secondary">{DETAIL_TEXTS.noReports}</Typography>
              ) : (
                <List dense aria-label={DETAIL_TEXTS.reports}>
                  {data.reports.map((report) => (
                    <ListItem key={report.id} disableGutters>
                      <ListItemText
                        primary={report.reason}
                        secondary={`${report.reporter ? report.reporter.name : DETAIL_TEXTS.anonymous} · ${formatTradeTime(report.created)}`}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Section>

            <Section title={DETAIL_TEXTS.comments}>
              {data.comments.length === 0 ? (
                <Typography color="text.secondary">{DETAIL_TEXTS.noComments}</Typography>
              ) : (
                <List dense aria-label={DETAIL_TEXTS.comments}>
                  {data.comments.map((comment) => (
                    <ListItem
                      key={comment.id}
                      disableGutters
                      secondaryAction={
                        comment.is_hidden ? (
                          <Chip size="small" label={DETAIL_TEXTS.hidden} />
                        ) : (
                          <Button
                            size="small"
                            color="error"
                            aria-label={`Hide comment ${comment.id}`}
                            onClick={() => setActing({ kind: 'hideComment', commentId: comment.id, name })}
                          >
                            Hide
                          </Button>
                        )
                      }
                    >
                      <ListItemText
                        sx={{ pr: 9, overflowWrap: 'anywhere' }}
                        primary={comment.comment_text}
                        secondary={`Trade ${comment.trade_id} · ${formatTradeTime(comment.created)}`}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Section>

            <Section title={DETAIL_TEXTS.trades}>
              {data.trades.length === 0 ? (
                <Typography color="text.secondary">{DETAIL_TEXTS.noTrades}</Typography>
              ) : (
                <List dense aria-label={DETAIL_TEXTS.trades}>
                  {data.trades.map((trade) => (
                    <ListItem
                      key={trade.id}
                      disableGutters
                      secondaryAction={
                        trade.is_reasoning_hidden ? (
                          <Chip size="small" label={DETAIL_TEXTS.hidden} />
                        ) : trade.reasoning ? (
                          <Button
                            size="small"
                            color="error"
                            aria-label={`Hide reasoning of trade ${trade.id}`}
                            onClick={() => setActing({ kind: 'hideReasoning', tradeId: trade.id, name })}
                          >
                            Hide reasoning
                          </Button>
                        ) : null
                      }
                    >
                      <ListItemText
                        sx={{ pr: 15, overflowWrap: 'anywhere' }}
                        primary={`${trade.trade_type} ${trade.symbol} · ${trade.status}`}
                        secondary={trade.reasoning || DETAIL_TEXTS.noReasoning}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Section>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {acting && <ModerationActionDialog target={acting} onClose={() => setActing(null)} />}
    </Dialog>
  );
}
