import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, installFakeLivePriceClient, tickFrame } from './fake-web-socket.ts';
import { setLivePriceClient } from './live-price-client.ts';
import { useLiveQuote, useLiveQuotes } from './use-live-quote.ts';

const renders = new Map<string, number>();
function countRender(name: string) {
  renders.set(name, (renders.get(name) ?? 0) + 1);
}

function Price({ id, name }: { id: number; name: string }) {
  countRender(name);
  const quote = useLiveQuote(id, { live_price: 1, close_price: 1, up_down_price: 0, up_down_percent: 0 });
  return <p data-testid={name}>{quote?.live_price}</p>;
}

function Prices({ ids }: { ids: number[] }) {
  countRender('list');
  const quotes = useLiveQuotes(ids);
  return <p data-testid="list">{ids.map((id) => quotes[id]?.live_price ?? '-').join(' ')}</p>;
}

function openSocket() {
  act(() => {
    vi.advanceTimersByTime(50);
  });
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  return socket;
}

describe('useLiveQuote and useLiveQuotes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renders.clear();
    installFakeLivePriceClient();
  });
  afterEach(() => {
    setLivePriceClient(null);
    vi.useRealTimers();
  });

  it('shows the seed, then ticks, re-rendering only the component whose id ticked', () => {
    render(
      <>
        <Price id={1} name="one" />
        <Price id={2} name="two" />
        <Prices ids={[2, 3]} />
      </>,
    );
    const socket = openSocket();
    expect(socket.lastIds()).toEqual([1, 2, 3]);
    expect(screen.getByTestId('one').textContent).toBe('1');
    expect(screen.getByTestId('list').textContent).toBe('- -');
    const before = new Map(renders);

    act(() => socket.receive([tickFrame(1, 150)]));
    expect(screen.getByTestId('one').textContent).toBe('150');
    expect(renders.get('one')).toBe((before.get('one') ?? 0) + 1);
    expect(renders.get('two')).toBe(before.get('two'));
    expect(renders.get('list')).toBe(before.get('list'));

    act(() => socket.receive([tickFrame(3, 33)]));
    expect(screen.getByTestId('list').textContent).toBe('- 33');
    expect(renders.get('two')).toBe(before.get('two'));
    expect(renders.get('one')).toBe((before.get('one') ?? 0) + 1);
  });

  it('unsubscribes ids on unmount', () => {
    const view = render(
      <>
        <Price id={1} name="one" />
        <Prices ids={[4]} />
      </>,
    );
    const socket = openSocket();
    expect(socket.lastIds()).toEqual([1, 4]);
    view.rerender(<Price id={1} name="one" />);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(socket.lastIds()).toEqual([1]);
  });
});
