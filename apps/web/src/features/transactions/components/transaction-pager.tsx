import { FormControl, InputLabel, MenuItem, PaginationItem, Select, Stack } from '@mui/material';
import { TRANSACTION_PAGE_SIZE_OPTIONS } from '@tradecircle/domain';
import { pageWindow, type TransactionPageSize } from '../transaction-filters.ts';

interface TransactionPagerProps {
  page: number;
  totalPages: number;
  pageSize: TransactionPageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: TransactionPageSize) => void;
}

/** Rows per page (5 … 100) and five page numbers around the current one, with previous and next. */
export function TransactionPager({
  page,
  totalPages,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: TransactionPagerProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mt: 2 }}
    >
      <FormControl size="small" sx={{ width: { xs: '100%', sm: 140 } }}>
        <InputLabel id="transactions-page-size">Rows per page</InputLabel>
        <Select
          labelId="transactions-page-size"
          label="Rows per page"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value) as TransactionPageSize)}
        >
          {TRANSACTION_PAGE_SIZE_OPTIONS.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {totalPages > 1 && (
        <Stack
          component="nav"
          aria-label="Transaction pages"
          direction="row"
          spacing={0.5}
          sx={{ justifyContent: 'center', flexWrap: 'wrap' }}
        >
          <PaginationItem
            type="previous"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          />
          {pageWindow(page, totalPages).map((number) => (
            <PaginationItem
              key={number}
              type="page"
              page={number}
              selected={number === page}
              color="primary"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPageChange(number)}
            />
          ))}
          <PaginationItem
            type="next"
            aria-label="Next page"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          />
        </Stack>
      )}
    </Stack>
  );
}
