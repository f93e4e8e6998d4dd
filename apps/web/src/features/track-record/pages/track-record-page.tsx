import { Box, Container, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../../shared/api/use-session.ts';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { useProfileDetails } from '../../trades/index.ts';
import { BrowserVerifier } from '../components/browser-verifier.tsx';
import { CheckpointsTable } from '../components/checkpoints-table.tsx';
import { HashText } from '../components/hash-text.tsx';
import { RecordEntriesTable } from '../components/record-entries-table.tsx';
import { formatRecordedAt } from '../format.ts';
import { useRecordPage } from '../hooks.ts';
import { trackRecordPath } from '../paths.ts';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * /track-record/:userId, open to visitors: an expert's append-only record with its head, daily
 * checkpoints and entries page by page, and a verifier that recomputes the hash chain in the browser.
 */
export function TrackRecordPage() {
  const { userId: idParam } = useParams();
  const userId = Number(idParam);
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const profile = useProfileDetails(userId, session.userId ? Number(session.userId) : null, userId > 0);
  const head = useRecordPage(userId, page);
  const name = profile.data?.name;
  const profileSlug = name ? name.trim().replace(/\s+/g, '-') : 'user';

  const handlePageChange = (next: number) => {
    const search = new URLSearchParams(params);
    search.set('page', String(next));
    setParams(search);
  };

  if (!(Number.isInteger(userId) && userId > 0))
    return (
      <Container maxWidth="md" disableGutters>
        <Typography>There is no track record at this address.</Typography>
      </Container>
    );
  return (
    <Container maxWidth="lg" disableGutters>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {name ? `Track record of ${name}` : `Track record of user ${idParam}`}
          </Typography>
          {name && (
            <Link component={RouterLink} to={routeTo('OthersProfilePage', { id: userId, name: profileSlug })}>
              {name}'s profile
            </Link>
          )}
        </Box>

        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="head-title"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id="head-title" variant="h6" component="h2">
            The record
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
            Every change to this expert's calls is appended here and never edited or removed. A private call's
            entries show only their hashes, so the chain can be checked without revealing them.
          </Typography>
          {head.data ? (
            <Stack spacing={0.5}>
              <Typography>
                <strong>{head.data.count}</strong> {head.data.count === 1 ? 'entry' : 'entries'}
              </Typography>
              <Typography variant="body2" component="div">
                Head hash: <HashText hash={head.data.head_hash} full />
              </Typography>
              {head.data.merged_into && (
                <Typography variant="body2">
                  Merged into{' '}
                  <Link component={RouterLink} to={trackRecordPath(head.data.merged_into.user_id)}>
                    the record of user {head.data.merged_into.user_id}
                  </Link>{' '}
                  at its entry {head.data.merged_into.seq} (
                  {formatRecordedAt(head.data.merged_into.merged_at)}): this record's calls count there now.
                </Typography>
              )}
              {head.data.merged_records.map((merged) => (
                <Typography key={merged.user_id} variant="body2" component="div">
                  Includes{' '}
                  <Link component={RouterLink} to={trackRecordPath(merged.user_id)}>
                    the record of user {merged.user_id}
                  </Link>
                  , merged at entry {merged.seq} up to its entry {merged.head_seq} (head{' '}
                  <HashText hash={merged.head_hash} />)
                </Typography>
              ))}
            </Stack>
          ) : head.isError ? (
            <Typography color="text.secondary">The head could not be loaded.</Typography>
          ) : (
            <Skeleton height={48} role="progressbar" aria-label="Loading the head" />
          )}
        </Paper>

        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          <BrowserVerifier userId={userId} />
          <CheckpointsTable userId={userId} />
        </Box>

        <RecordEntriesTable
          userId={userId}
          profileSlug={profileSlug}
          page={page}
          onPageChange={handlePageChange}
        />
      </Stack>
    </Container>
  );
}
