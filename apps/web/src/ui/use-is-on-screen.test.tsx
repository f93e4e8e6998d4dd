import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, installFakeIntersectionObserver } from './fake-intersection-observer.ts';
import { useIsOnScreen } from './use-is-on-screen.ts';

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
