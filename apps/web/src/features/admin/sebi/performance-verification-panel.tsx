import { Box, Button, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { formatDate, PERFORMANCE_VERIFICATION_LABELS } from '@tradecircle/domain';
import { useState } from 'react';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import { ListState } from '../components/list-state.tsx';
import { QueuePages } from '../components/queue-view.tsx';
import type { ExpertPerformanceVerification } from './api.ts';
import { useChangePerformanceVerification, usePerformanceVerifications } from './hooks.ts';
import { PerformanceVerificationDialog } from './performance-verification-dialog.tsx';

export const PERFORMANCE_PANEL_TEXTS = {
  heading: 'Performance verification (PaRRVA)',
  explanation:
    "Record the reference and date of PaRRVA's verification of an expert's figures. From 1 May 2028 only verified figures are shown.",
  listLabel: 'Experts and their performance verification',
  empty: 'No expert has recorded a SEBI registration yet.',
  failed: 'The experts could not be loaded.',
  clearFailed: 'The verification could not be cleared. Please try again.',
} as const;

function ExpertRow({ expert, onRecord }: { expert: ExpertPerformanceVerification; onRecord: () => void }) {
  const change = useChangePerformanceVerification();
  const state = expert.performance_verification;
  const verified = state.status === 'verified';
  const clear = async () => {
    try {
      const answer = await change.mutateAsync({ userId: expert.user.id, clear: true });
      notify(answer.message, 'success');
    } catch (error) {
      notify(
        (error instanceof HttpError && serverMessage(error.body)) || PERFORMANCE_PANEL_TEXTS.clearFailed,
        'error',
      );
    }
  };
  return (
    <ListItem divider sx={{ px: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ width: '100%', justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {expert.user.name} · User {expert.user.id}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={verified ? 'success' : 'default'}
              label={verified ? PERFORMANCE_VERIFICATION_LABELS.verified : 'Unverified'}
            />
            {verified && (
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {state.reference} · {formatDate(state.verified_on!)}
              </Typography>
            )}
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            onClick={onRecord}
            aria-label={`Record verification for ${expert.user.name}`}
          >
            {verified ? 'Change' : 'Record'}
          </Button>
          {verified && (
            <Button
              size="small"
              color="error"
              loading={change.isPending}
              onClick={() => void clear()}
              aria-label={`Clear verification for ${expert.user.name}`}
            >
              Clear
            </Button>
          )}
        </Stack>
      </Stack>
    </ListItem>
  );
}

/** The `performance` queue: experts, the unverified first, with PaRRVA's verification to record or clear. */
export function PerformanceVerificationPanel() {
  const [page, setPage] = useState(1);
  const [recording, setRecording] = useState<ExpertPerformanceVerification | null>(null);
  const list = usePerformanceVerifications(page);
  const rows = list.data?.results ?? [];

  return (
    <Box>
      <Typography variant="h6" component="h2">
        {PERFORMANCE_PANEL_TEXTS.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {PERFORMANCE_PANEL_TEXTS.explanation}
      </Typography>
      <ListState
        query={list}
        isEmpty={rows.length === 0}
        emptyText={PERFORMANCE_PANEL_TEXTS.empty}
        failedText={PERFORMANCE_PANEL_TEXTS.failed}
        emptyPaddingY={4}
      >
        <List aria-label={PERFORMANCE_PANEL_TEXTS.listLabel} disablePadding>
          {rows.map((expert) => (
            <ExpertRow key={expert.user.id} expert={expert} onRecord={() => setRecording(expert)} />
          ))}
        </List>
      </ListState>
      <QueuePages totalPages={list.data?.page_info.total_page ?? 0} page={page} onChange={setPage} />
      {recording && <PerformanceVerificationDialog expert={recording} onClose={() => setRecording(null)} />}
    </Box>
  );
}
