import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MARKET_RISK_WARNING, NOT_INVESTMENT_ADVICE, REGISTRATION_RISK_WARNING } from '@tradecircle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeLivePriceClient } from '../../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../../shared/live/live-price-client.ts';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import {
  ANALYST_REGISTRATION,
  makeDisclosure,
  makeTrade,
  makeTradeDetail,
} from '../components/trade-fixtures.ts';
import { ShareTradePage } from './share-trade-page.tsx';

const TRADE_ID = 64;
const DETAIL = `/backend/api/trade/user-trade-detail/${TRADE_ID}/`;
const SHARED_LINK = `/trade/${TRADE_ID}/Reliance%20Industries%20Ltd`;

installTestBridge(() => {
  installFakeLivePriceClient();
  setViewportWidth(390);
});
afterEach(() => setLivePriceClient(null));

/** The shared link as a visitor opens it: no login, the route the app serves it on. */
function openSharedLink() {
  return renderAt(SHARED_LINK, { '/trade/:id/:securityName': <ShareTradePage /> });
}

const disclosure = () => screen.findByRole('region', { name: 'Disclosure' });

describe('ShareTradePage: the disclosure block', { timeout: 20_000 }, () => {
  it("shows a visitor the registered analyst's registration, position, warnings and the investor charter", async () => {
    const trade = makeTrade({ id: TRADE_ID, is_sebi_registered: true, holds_position: true });
    mockApi({
      [`GET ${DETAIL}`]: () =>
        json(200, makeTradeDetail(trade, [], { disclosure: makeDisclosure(trade, ANALYST_REGISTRATION) })),
    });
    openSharedLink();
    const block = await disclosure();
    const lines = [
      'SEBI Reg. No. INH000012345 (RA, valid until 31 Mar 2030, self-declared)',
      'The analyst holds a position in RELIANCE.',
      MARKET_RISK_WARNING,
      REGISTRATION_RISK_WARNING,
    ];
    for (const line of lines) expect(within(block).getByText(line)).toBeTruthy();
    expect(within(block).getByRole('link', { name: 'Investor charter' }).getAttribute('href')).toBe(
      '/investor-charter',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Trade Details' })).toBeTruthy();
  });

  it("shows an unregistered poster's call as not investment advice", async () => {
    const trade = makeTrade({ id: TRADE_ID });
    mockApi({ [`GET ${DETAIL}`]: () => json(200, makeTradeDetail(trade)) });
    openSharedLink();
    const block = await disclosure();
    expect(within(block).getByText(NOT_INVESTMENT_ADVICE)).toBeTruthy();
    expect(within(block).getByText('The poster holds no position in RELIANCE.')).toBeTruthy();
    await waitFor(() => expect(within(block).queryByRole('link')).toBeNull());
  });
});

describe('ShareTradePage: comments', { timeout: 20_000 }, () => {
  const ADD_COMMENT = `/backend/api/trade/update-comment/${TRADE_ID}/`;

  it('gives a signed-in reader the comment box under "Be the first to comment", and shows the comment posted', async () => {
    storeValidLogin();
    const trade = makeTrade({ id: TRADE_ID });
    const fetchMock = mockApi({
      [`GET ${DETAIL}`]: () => json(200, makeTradeDetail(trade)),
      [`POST ${ADD_COMMENT}`]: () =>
        json(201, {
          id: 1,
          comment_text: 'Waiting for the breakout',
          created: '2026-05-04T04:30:00.000Z',
          user_data: { id: 7, user: 42, name: 'Ravi Kumar', profile_image: null },
          link_preview: null,
        }),
    });
    openSharedLink();
    expect(await screen.findByText('No comments yet. Be the first to comment.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add comment' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Comment' }), {
      target: { value: 'Waiting for the breakout' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Waiting for the breakout')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST', ADD_COMMENT)[0]![1])).toEqual({
      comment: 'Waiting for the breakout',
      user_id: 7,
    });
    expect(screen.queryByRole('link', { name: 'Sign in to comment' })).toBeNull();
  });

  it('asks a visitor to sign in instead, with no comment box', async () => {
    const trade = makeTrade({ id: TRADE_ID });
    mockApi({ [`GET ${DETAIL}`]: () => json(200, makeTradeDetail(trade)) });
    openSharedLink();
    const link = await screen.findByRole('link', { name: 'Sign in to comment' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(screen.getByText('Login to add comment here')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add comment' })).toBeNull();
  });
});
