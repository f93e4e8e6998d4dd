import { ThemeProvider } from '@mui/material';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BANNER_INTERVAL_MS } from '@tradecircle/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appTheme } from '../../../app/theme.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { trendingBanners } from '../banners.ts';
import { BannerCarousel } from './banner-carousel.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  setViewportWidth(1280, { reduceMotion: false });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function start() {
  render(
    <MemoryRouter>
      <ThemeProvider theme={appTheme()}>
        <BannerCarousel banners={trendingBanners(42)} />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

const carousel = () => screen.getByRole('region', { name: 'Highlights' });
/** The banner on show: the only link not hidden. */
const shown = () => within(carousel()).getByRole('link').textContent;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('BannerCarousel', () => {
  it('shows five banners, each leading to a page that exists, the next every 4 s', () => {
    start();
    const links = within(carousel()).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/trending/main/premium-groups',
      '/trending/markets',
      '/webinars',
      '/home/42',
      '/video-course-list',
    ]);
    expect(shown()).toContain('Premium Groups');
    wait(BANNER_INTERVAL_MS - 1);
    expect(shown()).toContain('Premium Groups');
    wait(1);
    expect(shown()).toContain('Markets today');
    for (const title of ['Webinars', 'Your feed', 'Trading Courses']) {
      wait(BANNER_INTERVAL_MS);
      expect(shown()).toContain(title);
    }
    wait(BANNER_INTERVAL_MS);
    expect(shown()).toContain('Premium Groups');
  });

  it('stands still while hovered, and a dot chooses a banner', () => {
    start();
    fireEvent.mouseEnter(carousel());
    wait(BANNER_INTERVAL_MS);
    wait(BANNER_INTERVAL_MS);
    expect(shown()).toContain('Premium Groups');
    fireEvent.mouseLeave(carousel());
    wait(BANNER_INTERVAL_MS);
    expect(shown()).toContain('Markets today');

    const dot = screen.getByRole('button', { name: 'Banner 4 of 5: Your feed' });
    fireEvent.click(dot);
    expect(shown()).toContain('Your feed');
    expect(dot.getAttribute('aria-current')).toBe('true');
  });

  it('does not move by itself when the user asks for reduced motion', () => {
    setViewportWidth(1280, { reduceMotion: true });
    start();
    wait(BANNER_INTERVAL_MS);
    wait(BANNER_INTERVAL_MS);
    expect(shown()).toContain('Premium Groups');
    fireEvent.click(screen.getByRole('button', { name: 'Banner 2 of 5: Markets today' }));
    expect(shown()).toContain('Markets today');
  });

  it('is 222 px tall on desktops', () => {
    start();
    expect(getComputedStyle(screen.getByTestId('banner-viewport')).height).toBe('222px');
  });

  it('is 100 px tall on phones', () => {
    setViewportWidth(390, { reduceMotion: false });
    start();
    expect(getComputedStyle(screen.getByTestId('banner-viewport')).height).toBe('100px');
  });
});
