import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import {
  Box,
  Button,
  Container,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { CopyKindFilter, CopyStatusFilter } from '@tradecircle/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../shared/api/use-session.ts';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { CopiedTradeRow } from '../components/copied-trade-row.tsx';
import { FilterChips } from '../components/filter-chips.tsx';
import { TotalsStrip } from '../components/totals-strip.tsx';
import {
  KIND_FILTER_LABELS,
  STATUS_FILTER_LABELS,
  COPIED_TRADES_TEXTS as TEXTS,
} from '../copied-trades-texts.ts';
import { useCopiedTrades } from '../hooks.ts';
import type { CopiedTradesFilters } from '../query-keys.ts';

const SKELETON_ROWS = 4;

function EmptyState({ isFiltered }: { isFiltered: boolean }) {
  const userId = Number(useSession().userId ?? 0);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      {isFiltered ? (
        <Typography color="text.secondary">{TEXTS.emptyFiltered}</Typography>
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {TEXTS.emptyTitle}
          </Typography>
          <Typography color="text.secondary">{TEXTS.emptyText}</Typography>
          <Stack direction="row" spacing={1}>
            {userId > 0 && (
              <Button variant="contained" component={RouterLink} to={routeTo('HomePage', { id: userId })}>
                {TEXTS.goHome}
              </Button>
            )}
            <Button variant="outlined" component={RouterLink} to={routeTo('mainPage')}>
              {TEXTS.goTrending}
            </Button>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}

/**
 * /copy-trade (issue 33): every trade the caller copied, virtual and real, beside the expert's call,
 * with the difference and why; totals over every copy the filters match, 10 copies a page. Open
 * copies move with the live price as the trade cards do.
 */
export function CopiedTradesPage() {
  const [filters, setFilters] = useState<CopiedTradesFilters>({ page: 1, status: 'all', kind: 'all' });
  const list = useCopiedTrades(filters);
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const setStatus = (status: CopyStatusFilter) => setFilters((current) => ({ ...current, status, page: 1 }));
  const setKind = (kind: CopyKindFilter) => setFilters((current) => ({ ...current, kind, page: 1 }));
  const isFiltered = filters.status !== 'all' || filters.kind !== 'all';

  return (
    <Container maxWidth="lg" disableGutters>
      <Stack spacing={2}>
        <PageHeader
          icon={<ContentCopyOutlined color="primary" aria-hidden />}
          title={TEXTS.heading}
          intro={TEXTS.intro}
        />
        {!list.isError && <TotalsStrip totals={list.data?.totals} />}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1, md: 3 }}>
          <FilterChips
            label={TEXTS.statusFilter}
            labels={STATUS_FILTER_LABELS}
            value={filters.status}
            onChange={setStatus}
          />
          <FilterChips
            label={TEXTS.kindFilter}
            labels={KIND_FILTER_LABELS}
            value={filters.kind}
            onChange={setKind}
          />
        </Stack>
        {list.isPending ? (
          <Stack spacing={1.5} role="progressbar" aria-label={TEXTS.loading}>
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} variant="rounded" height={isPhone ? 280 : 170} />
            ))}
          </Stack>
        ) : list.isError ? (
          <LoadFailed message={TEXTS.loadFailed} onRetry={() => void list.refetch()} />
        ) : list.data.results.length === 0 ? (
          <EmptyState isFiltered={isFiltered} />
        ) : (
          <>
            <Box
              component="ul"
              aria-label={TEXTS.rows}
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 1.5,
                opacity: list.isPlaceholderData ? 0.6 : 1,
              }}
            >
              {list.data.results.map((item) => (
                <Box component="li" key={item.copy.id} sx={{ minWidth: 0 }}>
                  <CopiedTradeRow item={item} isPhone={isPhone} />
                </Box>
              ))}
            </Box>
            {list.data.num > 1 && (
              <Pagination
                count={list.data.num}
                page={filters.page}
                onChange={(_, page) => setFilters((current) => ({ ...current, page }))}
                color="primary"
                size={isPhone ? 'small' : 'medium'}
                sx={{ alignSelf: 'center' }}
                getItemAriaLabel={(type, number) =>
                  type === 'page' ? `Page ${number}` : type === 'next' ? 'Next page' : 'Previous page'
                }
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
