import { Alert, Box, Button, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { fetchRecordPage } from '../api.ts';
import { type ChainVerdict, canVerifyHere, type VerifyProgress, verifyRecordChain } from '../chain-verify.ts';
import { HashText } from './hash-text.tsx';

type VerifyState =
  | { step: 'idle' }
  | { step: 'running'; progress: VerifyProgress | null }
  | { step: 'done'; verdict: ChainVerdict }
  | { step: 'failed'; message: string };

function VerdictAlert({ verdict }: { verdict: ChainVerdict }) {
  if (verdict.ok)
    return (
      <Alert severity="success">
        Chain intact: {verdict.checked} entries, head <HashText hash={verdict.head} full />
      </Alert>
    );
  return (
    <Alert severity="error">
      Broken at entry {verdict.broken.seq}: {verdict.broken.reason}.{' '}
      {verdict.checked > 0 && `The ${verdict.checked} entries before it hold.`}
    </Alert>
  );
}

/**
 * Reads every page of the record and recomputes its hash chain here, with the browser's own SHA-256
 * (the same steps as the command-line verifier), then shows the terminal command for the same check
 * without this app.
 */
export function BrowserVerifier({ userId }: { userId: number }) {
  const [state, setState] = useState<VerifyState>({ step: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const handleVerify = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ step: 'running', progress: null });
    try {
      const verdict = await verifyRecordChain(
        (page) => fetchRecordPage(userId, page, { signal: controller.signal, keepPrevious: true }),
        (progress) => {
          if (!controller.signal.aborted) setState({ step: 'running', progress });
        },
      );
      if (!controller.signal.aborted) setState({ step: 'done', verdict });
    } catch {
      if (!controller.signal.aborted)
        setState({ step: 'failed', message: 'Could not read the record to verify it. Try again.' });
    }
  };

  const progress = state.step === 'running' ? state.progress : null;
  const percent = progress && progress.total > 0 ? (100 * progress.checked) / progress.total : 0;
  const command = `npm run verify-record -- ${userId} --origin ${window.location.origin}`;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="verify-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="verify-title" variant="h6" component="h2">
        Verify the record
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        Each entry's hash covers its content and the hash before it, so changing or removing any entry breaks
        every hash after it. Your browser can read the whole record and recompute every hash.
      </Typography>
      <Stack spacing={1.5}>
        {canVerifyHere() ? (
          <Box>
            <Button variant="contained" onClick={handleVerify} disabled={state.step === 'running'}>
              Verify in this browser
            </Button>
          </Box>
        ) : (
          <Alert severity="info">
            This browser computes SHA-256 only on a secure (HTTPS) page: use the command below.
          </Alert>
        )}
        {state.step === 'running' && (
          <Stack spacing={0.5}>
            <LinearProgress
              variant={progress ? 'determinate' : 'indeterminate'}
              value={percent}
              aria-label="Verification progress"
            />
            <Typography variant="body2" color="text.secondary" role="status">
              {progress ? `Checked ${progress.checked} of ${progress.total} entries…` : 'Reading the record…'}
            </Typography>
          </Stack>
        )}
        {state.step === 'done' && <VerdictAlert verdict={state.verdict} />}
        {state.step === 'failed' && <Alert severity="error">{state.message}</Alert>}

        <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
          <Typography variant="subtitle2" component="h3">
            From a terminal
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            In a copy of the TradeCircle source code, this reads the same public pages and recomputes the
            chain without this app; it names the first broken entry, if any.
          </Typography>
          <Box
            component="pre"
            sx={{
              m: 0,
              p: 1,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              overflowX: 'auto',
              fontSize: '0.8rem',
            }}
          >
            <code>{command}</code>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            The encoding is documented in docs/api.md ("Track record") and the endpoints in the{' '}
            <Link href="/backend/docs">API reference</Link>.
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
