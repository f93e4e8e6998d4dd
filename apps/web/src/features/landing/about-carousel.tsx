import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import { BANNER_INTERVAL_MS } from '@tradecircle/domain';
import { useEffect, useState } from 'react';
import { CarouselDots } from '../../shared/ui/carousel-dots.tsx';
import type { AboutSlide } from './about-slides.ts';

interface AboutCarouselProps {
  slides: readonly AboutSlide[];
  intervalMs?: number;
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.9)',
  boxShadow: 1,
  '&:hover': { bgcolor: 'common.white' },
} as const;

/** The About image carousel: advances every 4 s, pauses while hovered or focused. */
export function AboutCarousel({ slides, intervalMs = BANNER_INTERVAL_MS }: AboutCarouselProps) {
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const count = slides.length;
  const go = (next: number) => setIndex((next + count) % count);

  useEffect(() => {
    if (isPaused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [isPaused, count, intervalMs]);

  const current = slides[index];
  if (!current) return null;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-roledescription="carousel"
      aria-label="About TradeCircle in pictures"
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
      sx={{ overflow: 'hidden', borderRadius: 3 }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '8 / 5', bgcolor: 'background.default' }}>
        {slides.map((slide, slideIndex) => (
          <Box
            key={slide.src}
            component="img"
            src={slide.src}
            alt={slide.alt}
            aria-hidden={slideIndex !== index}
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              opacity: slideIndex === index ? 1 : 0,
              transition: 'opacity 600ms ease',
            }}
          />
        ))}
        <IconButton aria-label="Previous slide" onClick={() => go(index - 1)} sx={{ ...arrowSx, left: 12 }}>
          <ChevronLeft />
        </IconButton>
        <IconButton aria-label="Next slide" onClick={() => go(index + 1)} sx={{ ...arrowSx, right: 12 }}>
          <ChevronRight />
        </IconButton>
      </Box>
      <Stack spacing={1.5} sx={{ p: 2.5, alignItems: 'center' }}>
        <Typography aria-live="polite" sx={{ textAlign: 'center', fontWeight: 600 }}>
          {current.caption}
        </Typography>
        <CarouselDots
          label="Choose a slide"
          dots={slides.map((slide, slideIndex) => ({
            key: slide.src,
            label: `Slide ${slideIndex + 1} of ${count}`,
          }))}
          current={index}
          onSelect={go}
          size={10}
          currentWidth={24}
          transition="width 300ms ease, background-color 300ms ease"
        />
      </Stack>
    </Paper>
  );
}
