import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Stack, useMediaQuery } from '@mui/material';
import { type ReactNode, type TouchEvent, useEffect, useRef, useState } from 'react';

/** A horizontal move at least this long (px) is a swipe to the next or previous card. */
const SWIPE_PX = 40;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export interface CardCarouselProps<T> {
  /** The carousel's accessible name. */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Cards in view at once. */
  perView: number;
  /** More cards can be loaded (and are not being loaded): they are asked for as the end comes into view. */
  hasMore?: boolean;
  onLoadMore?: () => void;
}

/**
 * Cards in a row, `perView` at a time, moved one card by the Previous / Next buttons or a swipe.
 * Cards out of view are hidden from assistive technology and the tab order (`inert`). The slide
 * animation is dropped when the user asks for reduced motion.
 */
export function CardCarousel<T>({
  label,
  items,
  getKey,
  renderItem,
  perView,
  hasMore = false,
  onLoadMore,
}: CardCarouselProps<T>) {
  const [wanted, setWanted] = useState(0);
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const touchStartX = useRef<number | null>(null);
  const lastStart = Math.max(0, items.length - perView);
  // The list may shrink (a refetch) or the view widen: never show an empty tail.
  const start = Math.min(wanted, lastStart);
  const atEnd = start >= lastStart;

  const previous = () => setWanted(Math.max(0, start - 1));
  const next = () => setWanted(Math.min(lastStart, start + 1));
  // Ask for the next cards while the last ones come into view, so Next rarely has to wait.
  const nearEnd = start + perView >= items.length - 1;
  useEffect(() => {
    if (hasMore && nearEnd) onLoadMore?.();
  }, [hasMore, nearEnd, onLoadMore]);

  const handleTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const handleTouchEnd = (event: TouchEvent) => {
    const from = touchStartX.current;
    const to = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (from === null || to === undefined || Math.abs(to - from) < SWIPE_PX) return;
    if (to < from) next();
    else previous();
  };

  const showArrows = items.length > perView;
  return (
    <Box aria-roledescription="carousel" aria-label={label} role="group">
      <Box sx={{ overflow: 'hidden', mx: -1 }} onTouchStart={handleTouchStart} onTouchEnd={handleTouchEnd}>
        <Box
          sx={{
            display: 'flex',
            transform: `translateX(-${(start * 100) / perView}%)`,
            transition: reduceMotion ? 'none' : 'transform 350ms ease',
          }}
        >
          {items.map((item, index) => {
            const inView = index >= start && index < start + perView;
            return (
              <Box
                key={getKey(item)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${items.length}`}
                aria-hidden={!inView}
                inert={!inView}
                sx={{ flex: `0 0 ${100 / perView}%`, minWidth: 0, px: 1, boxSizing: 'border-box' }}
              >
                {renderItem(item)}
              </Box>
            );
          })}
        </Box>
      </Box>
      {showArrows && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
          <IconButton aria-label="Previous" onClick={previous} disabled={start === 0} size="small">
            <ChevronLeft />
          </IconButton>
          <IconButton aria-label="Next" onClick={next} disabled={atEnd} size="small">
            <ChevronRight />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}
