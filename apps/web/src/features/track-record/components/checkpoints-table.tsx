import {
  Alert,
  Button,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useCheckpoints } from '../hooks.ts';
import { HashText } from './hash-text.tsx';

const SHOWN = 7;

/** The latest daily checkpoints (IST day, its last entry's seq and hash), newest first. */
export function CheckpointsTable({ userId }: { userId: number }) {
  const query = useCheckpoints(userId);
  const [isAllShown, setIsAllShown] = useState(false);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="checkpoints-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="checkpoints-title" variant="h6" component="h2">
        Daily checkpoints
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        Save today's checkpoint to prove later that nothing before it changed: entries are never edited, so a
        day's checkpoint stays the same, and the chain up to its entry must still end in its hash.
      </Typography>
      {query.isPending ? (
        <Skeleton variant="rounded" height={160} role="progressbar" aria-label="Loading checkpoints" />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => query.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load the checkpoints.
        </Alert>
      ) : query.data.checkpoints.length === 0 ? (
        <Typography color="text.secondary">No entries yet.</Typography>
      ) : (
        <>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="checkpoints-title">
              <TableHead>
                <TableRow>
                  <TableCell>Date (IST)</TableCell>
                  <TableCell align="right">Entry</TableCell>
                  <TableCell>Hash</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(isAllShown ? query.data.checkpoints : query.data.checkpoints.slice(0, SHOWN)).map(
                  (checkpoint) => (
                    <TableRow key={checkpoint.date}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{checkpoint.date}</TableCell>
                      <TableCell align="right">{checkpoint.seq}</TableCell>
                      <TableCell>
                        <HashText hash={checkpoint.hash} />
                      </TableCell>
                    </TableRow>
                  ),
                )}
              </TableBody>
            </Table>
          </TableContainer>
          {query.data.checkpoints.length > SHOWN && (
            <Button size="small" onClick={() => setIsAllShown(!isAllShown)} sx={{ mt: 1 }}>
              {isAllShown ? 'Show the latest only' : `Show all ${query.data.checkpoints.length} days`}
            </Button>
          )}
        </>
      )}
    </Paper>
  );
}
