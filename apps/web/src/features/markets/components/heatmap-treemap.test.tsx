import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import {
  FakeWebSocket,
  installFakeLivePriceClient,
  tickFrame,
} from '../../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../../shared/live/live-price-client.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { changeColour } from '../heatmap-layout.ts';
import { installFakeResizeObserver, makeSectors } from '../test-fixtures.ts';
import { HeatmapTreemap } from './heatmap-treemap.tsx';

const RELAYOUT_MS = 5000;
const sectors = makeSectors({ Financials: [4000, 2000, 1000, 1000], Energy: [3000, 1000], IT: [2500, 500] });

function start() {
  render(
    <AppProviders>
      <HeatmapTreemap sectors={sectors} relayoutMs={RELAYOUT_MS} />
    </AppProviders>,
  );
  act(() => {
    vi.advanceTimersByTime(50);
  });
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  return socket;
}

const heatmap = () => screen.getByRole('listbox', { name: 'Sector heatmap' });
const tile = (symbol: string) => screen.getByRole('option', { name: new RegExp(`^${symbol},`) });
const geometry = (element: HTMLElement) => {
  const { left, top, width, height } = element.style;
  return { left, top, width, height };
};
const area = (element: HTMLElement) =>
  Number.parseFloat(element.style.width) * Number.parseFloat(element.style.height);

describe('HeatmapTreemap', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    installFakeLivePriceClient();
    installFakeResizeObserver(1000);
    setViewportWidth(1280, { reduceMotion: false });
  });
  afterEach(() => {
    setLivePriceClient(null);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('draws one tile per security, coloured by its change, and subscribes to all of them', () => {
    const socket = start();
    expect(screen.getAllByRole('option')).toHaveLength(8);
    expect(socket.lastIds()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(tile('FIN1').style.backgroundColor).toBe(changeColour(1));
    expect(tile('FIN2').style.backgroundColor).toBe(changeColour(-1));
    expect(tile('FIN1').getAttribute('aria-label')).toBe('FIN1, Financials, +1.00%');
    expect(area(tile('FIN1'))).toBeGreaterThan(area(tile('FIN2')));
  });

  it('recolours and relabels a tile on a tick without laying the treemap out again', () => {
    const socket = start();
    const before = geometry(tile('FIN1'));
    const layout = heatmap().getAttribute('data-layout');
    const otherColour = tile('ENE1').style.backgroundColor;

    act(() => socket.receive([tickFrame(1, 104)]));

    expect(tile('FIN1').style.backgroundColor).toBe(changeColour(4));
    expect(within(tile('FIN1')).getByText('+4.00%')).toBeTruthy();
    expect(geometry(tile('FIN1'))).toEqual(before);
    expect(heatmap().getAttribute('data-layout')).toBe(layout);
    expect(tile('ENE1').style.backgroundColor).toBe(otherColour);
  });

  it('leaves a tile too small to print its change alone until its colour step moves', () => {
    const withSmall = makeSectors({
      Financials: [4000, 2000, 1000, 1000],
      Energy: [3000, 1000],
      IT: [2500, 500, 10],
    });
    render(
      <AppProviders>
        <HeatmapTreemap sectors={withSmall} relayoutMs={RELAYOUT_MS} />
      </AppProviders>,
    );
    act(() => {
      vi.advanceTimersByTime(50);
    });
    const socket = FakeWebSocket.latest();
    act(() => socket.open());
    const small = tile('IT3');
    expect(small.textContent).toBe('');
    expect(small.getAttribute('aria-label')).toBe('IT3, IT, about +1.0%');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(small, { attributes: true, childList: true, subtree: true, characterData: true });

    act(() => socket.receive([tickFrame(9, 101.1)]));
    changes.push(...observer.takeRecords());
    expect(changes).toEqual([]);

    act(() => socket.receive([tickFrame(9, 102)]));
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes.length).toBeGreaterThan(0);
    expect(small.style.backgroundColor).toBe(changeColour(2));
    expect(small.getAttribute('aria-label')).toBe('IT3, IT, about +2.0%');
  });

  it('re-sizes tiles from the live market caps every few seconds, and only when prices moved', () => {
    const socket = start();
    const firstLayout = heatmap().getAttribute('data-layout');
    const firstArea = area(tile('FIN1'));

    act(() => socket.receive([tickFrame(1, 130)]));
    act(() => {
      vi.advanceTimersByTime(RELAYOUT_MS - 100);
    });
    expect(heatmap().getAttribute('data-layout')).toBe(firstLayout);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    const secondLayout = heatmap().getAttribute('data-layout');
    expect(secondLayout).not.toBe(firstLayout);
    expect(area(tile('FIN1'))).toBeGreaterThan(firstArea);

    act(() => {
      vi.advanceTimersByTime(RELAYOUT_MS);
    });
    expect(heatmap().getAttribute('data-layout')).toBe(secondLayout);
  });

  it('shows a tile’s details on hover, pins them on a tap, and steps through tiles with the arrow keys', () => {
    const socket = start();
    act(() => socket.receive([tickFrame(1, 104)]));

    fireEvent.pointerOver(tile('FIN1'));
    const tooltip = screen.getByRole('tooltip');
    expect(within(tooltip).getByText('Financials Company 1')).toBeTruthy();
    expect(within(tooltip).getByText('₹104.00')).toBeTruthy();
    expect(within(tooltip).getByText('+4.00%')).toBeTruthy();
    expect(within(tooltip).getByText('₹4,160 Cr')).toBeTruthy();
    fireEvent.pointerLeave(heatmap());
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.click(tile('ENE2'));
    fireEvent.pointerLeave(heatmap());
    expect(within(screen.getByRole('tooltip')).getByText('Energy Company 2')).toBeTruthy();
    expect(tile('ENE2').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tile('ENE2'));
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.keyDown(heatmap(), { key: 'ArrowRight' });
    const first = screen.getAllByRole('option')[0]!;
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(heatmap().getAttribute('aria-activedescendant')).toBe(first.id);
    fireEvent.keyDown(heatmap(), { key: 'ArrowRight' });
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(heatmap(), { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
