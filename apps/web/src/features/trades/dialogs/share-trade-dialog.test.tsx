import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { tradeProfilePath, tradeSharePath } from './share-links.ts';
import { ShareTradeDialog } from './share-trade-dialog.tsx';
import { buildTrade } from './test-fixtures.ts';

const bridge = installTestBridge();

/** jsdom has neither; each test installs what it needs. */
function setNavigator(field: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, field, { value, configurable: true, writable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
});

const trade = buildTrade({ id: 81, posted_by_id: 42, posted_by_name: 'Ananya Rao' });
const tradeUrl = () => `${window.location.origin}/trade/81/Reliance%20Industries%20Ltd`;

function renderShare() {
  const onClose = vi.fn();
  mockApi({});
  renderAt('/', { '/': <ShareTradeDialog open onClose={onClose} trade={trade} /> });
  return onClose;
}

const dialog = () => screen.getByRole('dialog', { name: 'Share Trade', hidden: true });

describe('share links', () => {
  it('are /trade/{id}/{security name} and the poster profile opening the trade', () => {
    expect(tradeSharePath(trade)).toBe('/trade/81/Reliance%20Industries%20Ltd');
    expect(tradeProfilePath(trade)).toBe(
      '/profile/42/Ananya%20Rao/?fotrade=false&trade_id=81&trade_name=Reliance+Industries+Ltd',
    );
  });

  it('mark a futures-and-options trade with fotrade=true', () => {
    expect(tradeProfilePath({ ...trade, is_equity_trade: false })).toContain('?fotrade=true&trade_id=81');
  });
});

describe('ShareTradeDialog', { timeout: 20_000 }, () => {
  it('shows both links and copies the trade link with a snackbar', async () => {
    const writeText = vi.fn(async () => {});
    setNavigator('clipboard', { writeText });
    renderShare();
    const trades = within(dialog()).getByLabelText('Trade link') as HTMLInputElement;
    const profile = within(dialog()).getByLabelText('Profile link') as HTMLInputElement;
    expect(trades.value).toBe(tradeUrl());
    expect(profile.value).toBe(
      `${window.location.origin}/profile/42/Ananya%20Rao/?fotrade=false&trade_id=81&trade_name=Reliance+Industries+Ltd`,
    );
    expect(document.activeElement).toBe(
      within(dialog()).getByRole('button', { name: 'Copy trade link', hidden: true }),
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Copy trade link', hidden: true }));
    await waitFor(() => expect(bridge.notify).toHaveBeenCalledWith('Link copied', 'success', undefined));
    expect(writeText).toHaveBeenCalledWith(tradeUrl());
    expect(within(dialog()).queryByRole('button', { name: 'Share', hidden: true })).toBeNull();
  });

  it('offers the system share sheet where there is one; closing it is not an error', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    setNavigator('share', share);
    renderShare();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Share', hidden: true }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: tradeUrl() }));
    expect(bridge.notify).not.toHaveBeenCalled();
  });

  it('says so when the link cannot be copied', async () => {
    setNavigator('clipboard', { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) });
    renderShare();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Copy profile link', hidden: true }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith('Could not copy the link', 'error', undefined),
    );
  });

  it('is 700 wide, and full screen under 768 px', () => {
    renderShare();
    expect(dialog().className).not.toContain('MuiDialog-paperFullScreen');
    expect(getComputedStyle(dialog()).width).toBe('700px');
  });

  it('fills the screen on a phone', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('max-width:767.95px'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      })),
    );
    renderShare();
    expect(dialog().className).toContain('MuiDialog-paperFullScreen');
  });

  it('closes with Done and with Escape', () => {
    const onClose = renderShare();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Done', hidden: true }));
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('reports a copied link or a completed share of a signed-in user (the share task), errors ignored', async () => {
    storeValidLogin();
    setNavigator('clipboard', { writeText: vi.fn(async () => {}) });
    setNavigator(
      'share',
      vi.fn(async () => {}),
    );
    const fetchMock = mockApi({ [`GET ${SHARE_REPORT}`]: () => json(500, {}) });
    renderAt('/', { '/': <ShareTradeDialog open onClose={vi.fn()} trade={trade} /> });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Copy trade link', hidden: true }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', SHARE_REPORT)).toHaveLength(1));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Share', hidden: true }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', SHARE_REPORT)).toHaveLength(2));
    expect(bridge.notify).toHaveBeenCalledTimes(1);
    expect(bridge.notify).toHaveBeenCalledWith('Link copied', 'success', undefined);
  });

  it('reports nothing for a visitor', async () => {
    setNavigator('clipboard', { writeText: vi.fn(async () => {}) });
    const fetchMock = renderShareWith();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Copy trade link', hidden: true }));
    await waitFor(() => expect(bridge.notify).toHaveBeenCalledWith('Link copied', 'success', undefined));
    expect(callsTo(fetchMock, 'GET', SHARE_REPORT)).toHaveLength(0);
  });

  it('a signed-in user whose copy fails or who closes the share sheet reports nothing', async () => {
    storeValidLogin();
    setNavigator('clipboard', { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) });
    setNavigator(
      'share',
      vi.fn(async () => {
        throw new DOMException('Share canceled', 'AbortError');
      }),
    );
    const fetchMock = renderShareWith();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Copy trade link', hidden: true }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Share', hidden: true }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith('Could not copy the link', 'error', undefined),
    );
    expect(callsTo(fetchMock, 'GET', SHARE_REPORT)).toHaveLength(0);
  });
});

const SHARE_REPORT = '/backend/api/trade/share-trade/81/';

function renderShareWith() {
  const fetchMock = mockApi({
    [`GET ${SHARE_REPORT}`]: () => json(200, { message: 'Shared', share_url: '' }),
  });
  renderAt('/', { '/': <ShareTradeDialog open onClose={vi.fn()} trade={trade} /> });
  return fetchMock;
}
