import { Box, ButtonBase, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BANNER_HEIGHT_DESKTOP_PX, BANNER_HEIGHT_MOBILE_PX, BANNER_INTERVAL_MS } from '@tradecircle/domain';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { REDUCED_MOTION_QUERY } from '../../../shared/ui/card-carousel.tsx';
import { CarouselDots } from '../../../shared/ui/carousel-dots.tsx';
import type { Banner } from '../banners.ts';
import { TRENDING_TEXTS } from '../trending-texts.ts';

interface BannerCarouselProps {
  banners: readonly Banner[];
  intervalMs?: number;
}

/**
 * The banner carousel (platform.md §2, §9): the next banner every 4 s, 222 px tall (100 px under
 * 768 px), dots to choose one. It stands still while hovered or focused, and when the user asks for
 * reduced motion (then the dots move it).
 */
export function BannerCarousel({ banners, intervalMs = BANNER_INTERVAL_MS }: BannerCarouselProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const [index, setIndex] = useState(0);
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setFocus] = useState(false);
  const count = banners.length;
  const isMoving = !isHovered && !hasFocus && !reduceMotion && count > 1;

  // A timeout per banner: each one, also one chosen by a dot, stays the full interval.
  useEffect(() => {
    if (!isMoving) return;
    const timer = setTimeout(() => setIndex((index + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [isMoving, index, count, intervalMs]);

  if (count === 0) return null;
  const height = isPhone ? BANNER_HEIGHT_MOBILE_PX : BANNER_HEIGHT_DESKTOP_PX;
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={TRENDING_TEXTS.banners}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocus(false);
      }}
    >
      <Box
        data-testid="banner-viewport"
        sx={{ position: 'relative', height, borderRadius: 3, overflow: 'hidden' }}
      >
        {banners.map((banner, bannerIndex) => {
          const isCurrent = bannerIndex === index;
          return (
            <ButtonBase
              key={banner.id}
              component={RouterLink}
              to={banner.to}
              aria-roledescription="slide"
              aria-hidden={!isCurrent}
              inert={!isCurrent}
              sx={{
                position: 'absolute',
                inset: 0,
                px: { xs: 2, md: 5 },
                justifyContent: 'flex-start',
                textAlign: 'left',
                color: 'common.white',
                background: banner.background,
                opacity: isCurrent ? 1 : 0,
                transition: reduceMotion ? 'none' : 'opacity 600ms ease',
              }}
            >
              <Stack spacing={isPhone ? 0.25 : 1} sx={{ maxWidth: 640, minWidth: 0 }}>
                <Typography
                  component="span"
                  variant={isPhone ? 'subtitle1' : 'h5'}
                  sx={{ fontWeight: 700 }}
                  noWrap
                >
                  {banner.title}
                </Typography>
                {!isPhone && <Typography component="span">{banner.text}</Typography>}
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ fontWeight: 700, textDecoration: 'underline' }}
                >
                  {banner.cta} →
                </Typography>
              </Stack>
            </ButtonBase>
          );
        })}
      </Box>
      {count > 1 && (
        <CarouselDots
          label="Choose a banner"
          dots={banners.map((banner, bannerIndex) => ({
            key: banner.id,
            label: `Banner ${bannerIndex + 1} of ${count}: ${banner.title}`,
          }))}
          current={index}
          onSelect={setIndex}
          size={8}
          currentWidth={20}
          transition={reduceMotion ? 'none' : 'width 300ms ease'}
          sx={{ justifyContent: 'center', mt: 0.5 }}
        />
      )}
    </Box>
  );
}
