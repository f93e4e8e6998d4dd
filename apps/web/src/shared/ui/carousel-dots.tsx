import { Box, Stack, type SxProps, type Theme } from '@mui/material';

export interface CarouselDot {
  key: string | number;
  /** The dot's accessible name. */
  label: string;
}

export interface CarouselDotsProps {
  /** The group's accessible name. */
  label: string;
  dots: readonly CarouselDot[];
  /** The index of the slide in view. */
  current: number;
  onSelect: (index: number) => void;
  /** A dot's height (px); it is round, and the current one is `currentWidth` px wide. */
  size: number;
  currentWidth: number;
  /** The CSS transition of a dot's change (e.g. `none` under reduced motion). */
  transition: string;
  sx?: SxProps<Theme>;
}

/** Dots under a carousel, one a slide, to choose which one is in view; the current one is wider. */
export function CarouselDots({
  label,
  dots,
  current,
  onSelect,
  size,
  currentWidth,
  transition,
  sx,
}: CarouselDotsProps) {
  return (
    <Stack direction="row" role="group" aria-label={label} sx={sx}>
      {dots.map((dot, index) => (
        <Box
          key={dot.key}
          component="button"
          type="button"
          aria-label={dot.label}
          aria-current={index === current ? 'true' : undefined}
          onClick={() => onSelect(index)}
          // A 24 px target around the small dot it draws (WCAG target size).
          sx={{
            minWidth: 24,
            height: 24,
            px: 0.5,
            border: 0,
            cursor: 'pointer',
            bgcolor: 'transparent',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            '&::before': {
              content: '""',
              width: index === current ? currentWidth : size,
              height: size,
              borderRadius: size / 2,
              bgcolor: index === current ? 'primary.main' : 'divider',
              transition,
            },
          }}
        />
      ))}
    </Stack>
  );
}
