import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  Divider,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useInfiniteScroll } from '../../../shared/ui/use-infinite-scroll.ts';

export interface MembershipSectionProps<T> {
  title: string;
  /** Shown beside the title; null until known. */
  count: number | null;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => number;
  emptyText: string;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  defaultExpanded?: boolean;
}

/** A collapsible list (Active or Past) with its count; the next page loads as its end nears. */
export function MembershipSection<T>({
  title,
  count,
  items,
  renderItem,
  getKey,
  emptyText,
  isPending,
  isError,
  onRetry,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  defaultExpanded = true,
}: MembershipSectionProps<T>) {
  const sentinel = useInfiniteScroll({ hasNextPage, isFetchingNextPage, fetchNextPage });
  const id = `membership-${title.toLowerCase()}`;
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      variant="outlined"
      disableGutters
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ borderRadius: 1 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {count !== null && <Chip size="small" label={count} />}
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        {isPending ? (
          <Stack spacing={1} aria-busy="true" aria-label={`Loading ${title.toLowerCase()} memberships`}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Stack>
        ) : isError && items.length === 0 ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                Retry
              </Button>
            }
          >
            The memberships could not be loaded.
          </Alert>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {emptyText}
          </Typography>
        ) : (
          <Box>
            <Stack
              component="ul"
              aria-label={`${title} memberships`}
              divider={<Divider component="li" aria-hidden />}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {items.map((item) => (
                <Fragment key={getKey(item)}>{renderItem(item)}</Fragment>
              ))}
            </Stack>
            <div ref={sentinel} />
            {hasNextPage && (
              <Box sx={{ textAlign: 'center', mt: 1 }}>
                <Button onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
                  Load more
                </Button>
              </Box>
            )}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
