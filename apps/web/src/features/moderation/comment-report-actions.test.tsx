import { fireEvent, screen, within } from '@testing-library/react';
import type { Comment, TradeDetail } from '@tradecircle/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeLivePriceClient } from '../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../shared/live/live-price-client.ts';
import { installTestBridge, json, mockApi, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { makeTrade, makeTradeDetail, TRADE_DETAIL_TITLE, TradeDetailDialog } from '../trades/testing.ts';
import { REPORT_DIALOG_TITLE } from './report-block-dialog.tsx';
import { REPORT_MENU_ITEM } from './report-block-menu.tsx';

const TRADE_ID = 101;
const DETAIL = `/backend/api/trade/user-trade-detail/${TRADE_ID}/`;
const PAGE = `/trade/${TRADE_ID}/Reliance`;

function comment(id: number, user: number, name: string): Comment {
  return {
    id,
    comment_text: `Comment by user ${user}`,
    created: `2026-05-04T0${id}:30:00.000Z`,
    user_data: { id: 500 + user, user, name, profile_image: null },
    link_preview: null,
  };
}

const DETAIL_ANSWER: TradeDetail = makeTradeDetail(makeTrade({ id: TRADE_ID, comments_count: 2 }), [
  comment(1, 42, 'Me Myself'),
  comment(2, 9, 'Vikram Shah'),
]);

installTestBridge(() => {
  installFakeLivePriceClient();
  mockApi({
    [`GET ${DETAIL}`]: () => json(200, DETAIL_ANSWER),
    'GET /backend/master/reason_list/': () => json(200, [{ id: 1, reason: 'Spam or misleading' }]),
  });
});
afterEach(() => setLivePriceClient(null));

function renderDialog(viewer: { userId: number } | null) {
  renderAt(PAGE, {
    [PAGE]: <TradeDetailDialog tradeId={TRADE_ID} open onClose={() => {}} viewer={viewer} />,
  });
}

const dialog = () => screen.getByRole('dialog', { name: TRADE_DETAIL_TITLE });

describe("The comment card's Report & Block User menu", { timeout: 30_000 }, () => {
  it("is on other users' comments, not on one's own, and opens the report dialog", async () => {
    storeValidLogin({ userId: '42' });
    renderDialog({ userId: 42 });
    const others = await within(dialog()).findByRole('article', { name: 'Comment by Vikram Shah' });
    const own = within(dialog()).getByRole('article', { name: 'Comment by Me Myself' });
    expect(within(own).queryByRole('button', { name: /Comment actions/ })).toBeNull();

    fireEvent.click(within(others).getByRole('button', { name: 'Comment actions for Vikram Shah' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: REPORT_MENU_ITEM }));
    const report = await screen.findByRole('dialog', { name: REPORT_DIALOG_TITLE });
    expect(await within(report).findByRole('radio', { name: 'Spam or misleading' })).toBeTruthy();
    expect(within(report).getByText(/Why are you reporting Vikram Shah/)).toBeTruthy();
  });

  it('is not offered to visitors', async () => {
    renderDialog(null);
    await within(dialog()).findByRole('article', { name: 'Comment by Vikram Shah' });
    expect(within(dialog()).queryByRole('button', { name: /Comment actions/ })).toBeNull();
  });
});
