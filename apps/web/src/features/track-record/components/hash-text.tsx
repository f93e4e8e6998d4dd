import { Box } from '@mui/material';
import { shortHash } from '../format.ts';

/** A hash in monospace: its first 12 digits, the full value in the title (or all of it, wrapping). */
export function HashText({ hash, full = false }: { hash: string; full?: boolean }) {
  return (
    <Box
      component="span"
      title={full ? undefined : hash}
      sx={{
        fontFamily: 'monospace',
        fontSize: '0.85em',
        ...(full ? { overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }),
      }}
    >
      {full ? hash : `${shortHash(hash)}…`}
    </Box>
  );
}
