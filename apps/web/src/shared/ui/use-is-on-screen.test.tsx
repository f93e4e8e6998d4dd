import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, installFakeIntersectionObserver } from './fake-intersection-observer.ts';
import { useHasBeenOnScreen, useIsOnScreen } from './use-is-on-screen.ts';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useIsOnScreen(ref) ? 'on screen' : 'off screen'}</div>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useIsOnScreen', () => {
  it('follows the observer as the element leaves and comes back, with a margin', () => {
    installFakeIntersectionObserver();
    render(<Probe />);
    const element = screen.getByText('on screen');
    expect(FakeIntersectionObserver.instances[0]?.options?.rootMargin).toBe('200px');

    act(() => FakeIntersectionObserver.report(element, false));
    expect(element.textContent).toBe('off screen');
    act(() => FakeIntersectionObserver.report(element, true));
    expect(element.textContent).toBe('on screen');
  });

  it('answers on screen where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('on screen')).toBeTruthy();
  });

  it('stops observing when unmounted', () => {
    installFakeIntersectionObserver();
    const { unmount } = render(<Probe />);
    unmount();
    expect(FakeIntersectionObserver.instances[0]?.observed.size).toBe(0);
  });
});

function SeenProbe() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useHasBeenOnScreen(ref) ? 'seen' : 'not seen yet'}</div>;
}

describe('useHasBeenOnScreen', () => {
  it('is false until the element comes near the screen, then stays true', () => {
    installFakeIntersectionObserver();
    render(<SeenProbe />);
    const element = screen.getByText('not seen yet');
    act(() => FakeIntersectionObserver.report(element, false));
    expect(element.textContent).toBe('not seen yet');
    act(() => FakeIntersectionObserver.report(element, true));
    expect(element.textContent).toBe('seen');
    act(() => FakeIntersectionObserver.report(element, false));
    expect(element.textContent).toBe('seen');
  });

  it('is true at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<SeenProbe />);
    expect(screen.getByText('seen')).toBeTruthy();
  });
});
