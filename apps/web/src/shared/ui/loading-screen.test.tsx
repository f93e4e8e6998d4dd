import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDUCATIONAL_QUOTES, nextQuoteIndex } from './loading-quotes.ts';
import { LoadingScreen, shellQuoteIndex } from './loading-screen.tsx';

describe('LoadingScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a quote and a new one every 3 seconds', () => {
    const random = () => 0;
    render(<LoadingScreen random={random} />);
    const quote = () => screen.getByTestId('loading-quote').textContent;
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(quote()).toBe(EDUCATIONAL_QUOTES[0]);

    act(() => vi.advanceTimersByTime(2999));
    expect(quote()).toBe(EDUCATIONAL_QUOTES[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(quote()).toBe(EDUCATIONAL_QUOTES[1]);
    act(() => vi.advanceTimersByTime(3000));
    expect(quote()).toBe(EDUCATIONAL_QUOTES[2]);
  });

  it('a loading screen that takes over from another goes on with its quote; a later one picks its own', () => {
    const { rerender, unmount } = render(<LoadingScreen key="router" random={() => 0.5} />);
    const quote = () => screen.getByTestId('loading-quote').textContent;
    const first = quote();
    expect(first).toBe(EDUCATIONAL_QUOTES[Math.floor(0.5 * EDUCATIONAL_QUOTES.length)]);
    rerender(<LoadingScreen key="page" random={() => 0} />);
    expect(quote()).toBe(first);
    unmount();

    render(<LoadingScreen random={() => 0} />);
    expect(quote()).toBe(EDUCATIONAL_QUOTES[0]);
  });

  it("reads the shell's quote index and ignores anything that is not one of the quotes", () => {
    const shell = (index: string) => {
      const root = document.createElement('div');
      root.innerHTML = `<p data-quote-index="${index}">quote</p>`;
      return root;
    };
    expect(shellQuoteIndex(shell('3'))).toBe(3);
    expect(shellQuoteIndex(shell(String(EDUCATIONAL_QUOTES.length)))).toBeUndefined();
    expect(shellQuoteIndex(shell('x'))).toBeUndefined();
    expect(shellQuoteIndex(shell(''))).toBeUndefined();
    expect(shellQuoteIndex(document.createElement('div'))).toBeUndefined();
  });

  it('stops rotating once unmounted', () => {
    const { unmount } = render(<LoadingScreen />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('educational quotes', () => {
  it('has at least 12 distinct quotes covering the spec topics', () => {
    expect(new Set(EDUCATIONAL_QUOTES).size).toBeGreaterThanOrEqual(12);
    const text = EDUCATIONAL_QUOTES.join(' ').toLowerCase();
    for (const topic of [
      'risk-to-reward',
      'stop loss',
      'trailing stop loss',
      'holding period',
      'upcoming',
      'live trades',
      'profit potential',
      'average trade return',
      'roi',
      'premium groups',
    ]) {
      expect(text).toContain(topic);
    }
  });

  it('never picks the current quote again', () => {
    for (let current = 0; current < EDUCATIONAL_QUOTES.length; current++) {
      for (const r of [0, 0.5, 0.9999]) expect(nextQuoteIndex(current, () => r)).not.toBe(current);
    }
  });
});
