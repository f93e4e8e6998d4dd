import {
  Alert,
  Box,
  Button,
  Link,
  Pagination,
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
import { RECORD_MERGED_KIND, type TrackRecordEntry } from '@tradecircle/domain';
import { Link as RouterLink } from 'react-router';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { formatRecordedAt, happenedAt, kindLabel, mergedRecordOf } from '../format.ts';
import { useRecordPage } from '../hooks.ts';
import { trackRecordPath } from '../paths.ts';
import { HashText } from './hash-text.tsx';

export const HIDDEN_ENTRY_TEXT = 'Private call: content hidden, hash kept';
export const WITHHELD_ENTRY_TEXT = 'content withheld, hash kept';

interface RecordEntriesTableProps {
  userId: number;
  /** The expert's name for links to their calls ('user' until the profile answers). */
  profileSlug: string;
  page: number;
  onPageChange: (page: number) => void;
}

function EntryRow({
  entry,
  userId,
  profileSlug,
}: {
  entry: TrackRecordEntry;
  userId: number;
  profileSlug: string;
}) {
  const isHidden = entry.payload === null && entry.kind === null;
  // The call is shown but this entry's content is not (a reasoning the moderators hid).
  const isWithheld = entry.payload === null && entry.kind !== null;
  const merged = entry.kind === RECORD_MERGED_KIND ? mergedRecordOf(entry.payload) : null;
  const happened = happenedAt(entry.payload);
  return (
    <TableRow>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {entry.seq}
      </TableCell>
      {isHidden ? (
        <TableCell colSpan={2}>
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {HIDDEN_ENTRY_TEXT}
          </Typography>
        </TableCell>
      ) : (
        <>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {kindLabel(entry.kind ?? '')}
            {entry.is_private && (
              <Typography component="span" variant="caption" color="text.secondary">
                {' '}
                (private)
              </Typography>
            )}
            {isWithheld && (
              <Typography component="span" variant="caption" color="text.secondary">
                {' '}
                ({WITHHELD_ENTRY_TEXT})
              </Typography>
            )}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {merged && (
              <Link component={RouterLink} to={trackRecordPath(merged.userId)}>
                Record of user {merged.userId} (to entry {merged.headSeq})
              </Link>
            )}
            {entry.trade_id !== null && entry.trade_deleted && (
              <Typography component="span" variant="body2" color="text.secondary">
                Call #{entry.trade_id} (deleted)
              </Typography>
            )}
            {entry.trade_id !== null && !entry.trade_deleted && (
              <Link
                component={RouterLink}
                to={routeTo(
                  'OthersProfilePage',
                  { id: userId, name: profileSlug },
                  { trade_id: entry.trade_id },
                )}
              >
                Call #{entry.trade_id}
              </Link>
            )}
          </TableCell>
        </>
      )}
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{happened ? formatRecordedAt(happened) : ''}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatRecordedAt(entry.recorded_at)}</TableCell>
      <TableCell>
        <HashText hash={entry.hash} />
      </TableCell>
    </TableRow>
  );
}

/** The record, 100 entries a page in chain order; a private call's entries show only that they exist. */
export function RecordEntriesTable({ userId, profileSlug, page, onPageChange }: RecordEntriesTableProps) {
  const query = useRecordPage(userId, page);
  const data = query.data;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="entries-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="entries-title" variant="h6" component="h2">
        Entries
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        Every call's life in the order it happened: posted, edited, live, targets, close, expiry, exit,
        reasoning, deletion; and a merged account's record, at its merge. 'Happened' is when the entry says it
        happened, 'Recorded' when it was written.
      </Typography>
      {query.isError && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => query.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load the record.
        </Alert>
      ) : !data ? (
        <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading entries" />
      ) : data.results.length === 0 ? (
        <Typography color="text.secondary">No entries on this page.</Typography>
      ) : (
        <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="entries-title" sx={{ minWidth: 760 }}>
              <TableHead>
                <TableRow>
                  <TableCell align="right">Entry</TableCell>
                  <TableCell>What</TableCell>
                  <TableCell>Call</TableCell>
                  <TableCell>Happened</TableCell>
                  <TableCell>Recorded</TableCell>
                  <TableCell>Hash</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.results.map((entry) => (
                  <EntryRow key={entry.seq} entry={entry} userId={userId} profileSlug={profileSlug} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {data.num > 1 && (
            <Pagination
              count={data.num}
              page={page}
              onChange={(_, next) => onPageChange(next)}
              siblingCount={0}
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
            />
          )}
        </Box>
      )}
    </Paper>
  );
}
