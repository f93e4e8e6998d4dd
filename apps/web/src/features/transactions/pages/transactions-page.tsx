import {
  Alert,
  Box,
  Button,
  Container,
  Paper,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { lazy, useState } from 'react';
import { useSearchParams } from 'react-router';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import { loadPayoutFormDialog } from '../../payments/lazy.ts';
import type { AccountFlag } from '../api.ts';
import { LedgerSummary } from '../components/ledger-summary.tsx';
import { TransactionFilterBar } from '../components/transaction-filter-bar.tsx';
import { TransactionPager } from '../components/transaction-pager.tsx';
import {
  TransactionCards,
  type TransactionRow,
  TransactionTable,
  transactionRow,
  videoTransactionRow,
} from '../components/transaction-table.tsx';
import { AccountInfoDialog } from '../dialogs/account-info-dialog.tsx';
import { useTransactionHistory, useVideoTransactionHistory } from '../hooks.ts';
import {
  DEFAULT_TRANSACTION_PAGE_SIZE,
  hasTransactionFilters,
  NO_TRANSACTION_FILTERS,
  type TransactionFilters,
  type TransactionPageSize,
  transactionQuery,
} from '../transaction-filters.ts';

export const TRANSACTIONS_HEADING = 'Transactions';
export const TRANSACTIONS_EMPTY =
  'No payments yet. Payments to your premium groups, research reports and webinars show here.';
export const VIDEO_TRANSACTIONS_EMPTY = 'No video sales yet. Sales of your videos and playlists show here.';
export const FILTERED_EMPTY = 'No transactions match these filters.';
export const TRANSACTIONS_FAILED = 'Your transactions could not be loaded.';

type TabName = 'groups' | 'videos';

/** The payments area's payout form, loaded when first opened. */
const PayoutFormDialog = lazy(() =>
  withTimeout(loadPayoutFormDialog()).then((module) => ({ default: module.PayoutFormDialog })),
);

interface ListState {
  rows: readonly TransactionRow[] | undefined;
  totalPages: number;
  isAccount: AccountFlag | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
}

function useTransactionList(
  tab: TabName,
  filters: TransactionFilters,
  page: number,
  size: TransactionPageSize,
) {
  const query = transactionQuery(tab === 'groups' ? filters : { ...filters, groupId: '' }, page, size);
  const groups = useTransactionHistory(query, tab === 'groups');
  const videos = useVideoTransactionHistory(query, tab === 'videos');
  const active = tab === 'groups' ? groups : videos;
  const state: ListState = {
    rows:
      tab === 'groups'
        ? groups.data?.transaction_history.map(transactionRow)
        : videos.data?.transaction_list.map(videoTransactionRow),
    totalPages: active.data?.page_info.total_page ?? 0,
    isAccount: active.data?.is_account,
    isPending: active.isPending,
    isError: active.isError,
    isFetching: active.isFetching,
    refetch: () => void active.refetch(),
  };
  return state;
}

/**
 * /transactions (experts): the payments to one's premium groups, reports and webinars, and the
 * sales of one's videos and playlists,
 * with filters, page sizes and pages (groups-and-payments.md §2, §9); the payout balance on top.
 */
export function TransactionsPage() {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get('tab') === 'videos' ? 'videos' : 'groups';
  const [filters, setFilters] = useState<TransactionFilters>(NO_TRANSACTION_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<TransactionPageSize>(DEFAULT_TRANSACTION_PAGE_SIZE);
  const [isAccountOpen, setIsAccountOpen] = useState(false);
  const [isPayoutFormOpen, setIsPayoutFormOpen] = useState(false);
  const list = useTransactionList(tab, filters, page, pageSize);

  const changeFilters = (next: TransactionFilters) => {
    setFilters(next);
    setPage(1);
  };
  const changeTab = (next: TabName) => {
    setParams(next === 'groups' ? {} : { tab: next }, { replace: true });
    setPage(1);
  };
  const isFiltered = hasTransactionFilters(tab === 'groups' ? filters : { ...filters, groupId: '' });

  return (
    <Container maxWidth="lg" disableGutters>
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          {TRANSACTIONS_HEADING}
        </Typography>
        {list.isAccount ? (
          <Button variant="outlined" onClick={() => setIsAccountOpen(true)}>
            Account Info
          </Button>
        ) : null}
      </Stack>
      <Stack spacing={2}>
        <LedgerSummary />
        <Tabs
          value={tab}
          onChange={(_event, next: TabName) => changeTab(next)}
          aria-label="Transaction kinds"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="groups" label="Groups" />
          <Tab value="videos" label="Videos" />
        </Tabs>
        <TransactionFilterBar value={filters} onChange={changeFilters} showGroup={tab === 'groups'} />
        <Paper
          variant="outlined"
          sx={[
            { p: { xs: 1.5, md: 1 }, opacity: list.isFetching && list.rows ? 0.7 : 1 },
            // Cards carry their own frames on a phone.
            isPhone && Boolean(list.rows?.length) && { p: { xs: 0 }, border: 0, bgcolor: 'transparent' },
          ]}
        >
          {list.isPending ? (
            <Stack spacing={1} aria-busy="true" aria-label="Loading transactions">
              {[0, 1, 2].map((slot) => (
                <Skeleton key={slot} variant="rounded" height={48} />
              ))}
            </Stack>
          ) : list.isError && !list.rows ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={list.refetch} loading={list.isFetching}>
                  Retry
                </Button>
              }
            >
              {TRANSACTIONS_FAILED}
            </Alert>
          ) : !list.rows || list.rows.length === 0 ? (
            <Box sx={{ py: 5, px: 2, textAlign: 'center' }}>
              <Typography color="text.secondary">
                {isFiltered
                  ? FILTERED_EMPTY
                  : tab === 'groups'
                    ? TRANSACTIONS_EMPTY
                    : VIDEO_TRANSACTIONS_EMPTY}
              </Typography>
            </Box>
          ) : isPhone ? (
            <TransactionCards rows={list.rows} />
          ) : (
            <TransactionTable rows={list.rows} productLabel={tab === 'groups' ? 'Group' : 'Video'} />
          )}
        </Paper>
      </Stack>
      <TransactionPager
        page={page}
        totalPages={list.totalPages}
        pageSize={pageSize}
        onPageChange={(next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
        }}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
      <AccountInfoDialog
        open={isAccountOpen}
        onClose={() => setIsAccountOpen(false)}
        onEdit={() => {
          setIsAccountOpen(false);
          setIsPayoutFormOpen(true);
        }}
      />
      <OnceOpened open={isPayoutFormOpen}>
        <PayoutFormDialog open={isPayoutFormOpen} onClose={() => setIsPayoutFormOpen(false)} />
      </OnceOpened>
    </Container>
  );
}
