import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type Comment,
  type LinkPreview,
  MARKET_RISK_WARNING,
  REGISTRATION_RISK_WARNING,
  type TradeDetail,
} from '@tradecircle/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeLivePriceClient } from '../../../shared/live/fake-web-socket.ts';
import { setLivePriceClient } from '../../../shared/live/live-price-client.ts';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import type { TradeViewer } from '../components/index.ts';
import {
  ANALYST_REGISTRATION,
  makeDisclosure,
  makeTrade,
  makeTradeDetail,
} from '../components/trade-fixtures.ts';
import { makeHandlers } from '../components/trade-handler-spies.ts';
import {
  TRADE_DETAIL_TITLE,
  TradeDetailDialog,
  type TradeDetailDialogProps,
} from './trade-detail-dialog.tsx';

const TRADE_ID = 101;
const DETAIL = `/backend/api/trade/user-trade-detail/${TRADE_ID}/`;
const ADD_COMMENT = `/backend/api/trade/update-comment/${TRADE_ID}/`;
const ADD_FNO_COMMENT = `/backend/add_fno_comment/${TRADE_ID}/`;
const VIEWER: TradeViewer = { userId: 42 };

function makeComment(id: number, overrides: Partial<Comment> = {}): Comment {
  return {
    id,
    comment_text: `Comment number ${id}`,
    created: `2026-05-04T0${id}:30:00.000Z`,
    user_data: { id: 500 + id, user: 900 + id, name: 'Asha Rao', profile_image: null },
    link_preview: null,
    ...overrides,
  };
}

function makeDetail(comments: Comment[], overrides: Partial<TradeDetail> = {}): TradeDetail {
  return makeTradeDetail(makeTrade({ id: TRADE_ID, comments_count: comments.length }), comments, overrides);
}

const bridge = installTestBridge(() => {
  storeValidLogin();
  installFakeLivePriceClient();
  setViewportWidth(1280);
});
afterEach(() => setLivePriceClient(null));

const PAGE = `/trade/${TRADE_ID}/Reliance`;

function renderDialog(props: Partial<TradeDetailDialogProps> = {}) {
  const onClose = vi.fn();
  const router = renderAt(PAGE, {
    [PAGE]: <TradeDetailDialog tradeId={TRADE_ID} open onClose={onClose} viewer={VIEWER} {...props} />,
  });
  return { onClose, router };
}

const dialog = () => screen.getByRole('dialog', { name: TRADE_DETAIL_TITLE });
const commentField = () => within(dialog()).getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement;
const post = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Post' }));
const comments = () => within(dialog()).queryAllByRole('article', { name: /^Comment by/ });

describe('TradeDetailDialog: loading and showing', { timeout: 20_000 }, () => {
  it('shows a skeleton, then the trade card and its comments oldest first', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockApi({
      [`GET ${DETAIL}`]: () => new Promise<Response>((resolve) => (answer = resolve)) as never,
    });
    renderDialog();
    expect(within(dialog()).getByLabelText('Loading trade')).toBeTruthy();
    expect(within(dialog()).getByTestId('trade-card-skeleton')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', DETAIL)).toHaveLength(1));

    answer(
      json(
        200,
        makeDetail([
          makeComment(3, { comment_text: 'Later view' }),
          makeComment(1, { comment_text: 'First view' }),
        ]),
      ),
    );
    expect(await within(dialog()).findByRole('article', { name: 'Buy RELIANCE trade' })).toBeTruthy();
    expect(within(dialog()).queryByLabelText('Loading trade')).toBeNull();
    expect(within(dialog()).getByRole('heading', { name: 'Comments (2)' })).toBeTruthy();
    expect(comments().map((card) => within(card).getByText(/view$/).textContent)).toEqual([
      'First view',
      'Later view',
    ]);
  });

  it("shows each commenter's name (linking to their profile), initials without a picture, and the IST time", async () => {
    mockApi({
      [`GET ${DETAIL}`]: () =>
        json(
          200,
          makeDetail([
            makeComment(1, {
              created: '2026-05-04T09:35:00.000Z',
              user_data: { id: 7, user: 77, name: 'Kiran Mehta', profile_image: null },
            }),
          ]),
        ),
    });
    renderDialog();
    const [card] = await waitFor(() => {
      const found = comments();
      expect(found).toHaveLength(1);
      return found;
    });
    expect(within(card!).getByRole('link', { name: 'Kiran Mehta' }).getAttribute('href')).toBe(
      '/profile/77/Kiran%20Mehta',
    );
    expect(within(card!).getByText('KM')).toBeTruthy();
    // 09:35 UTC is 3:05 PM in India.
    expect(within(card!).getByText('3:05 PM 4 May').getAttribute('datetime')).toBe(
      '2026-05-04T09:35:00.000Z',
    );
  });

  it('makes links in the comment text clickable, opening safely in a new tab', async () => {
    mockApi({
      [`GET ${DETAIL}`]: () =>
        json(
          200,
          makeDetail([
            makeComment(1, { comment_text: 'Chart: https://example.com/nifty. javascript:alert(1)' }),
          ]),
        ),
    });
    renderDialog();
    const link = await within(dialog()).findByRole('link', { name: 'https://example.com/nifty' });
    expect(link.getAttribute('href')).toBe('https://example.com/nifty');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(within(dialog()).queryByRole('link', { name: /javascript/ })).toBeNull();
  });

  it('says so when the trade has no comments yet', async () => {
    mockApi({ [`GET ${DETAIL}`]: () => json(200, makeDetail([])) });
    renderDialog();
    expect(await within(dialog()).findByText('No comments yet. Be the first to comment.')).toBeTruthy();
    expect(comments()).toHaveLength(0);
  });

  it('shows an F&O trade with the F&O card', async () => {
    mockApi({
      [`GET ${DETAIL}`]: () =>
        json(200, makeDetail([], { is_equity_trade: false, instrument_type: 'FUT', product: 'NRML' })),
    });
    renderDialog();
    expect(await within(dialog()).findByRole('article', { name: 'Buy RELIANCE F&O trade' })).toBeTruthy();
  });

  it('says the trade is not available on a 404 (private or deleted) instead of failing', async () => {
    mockApi({ [`GET ${DETAIL}`]: () => json(404, { message: 'Trade not found' }) });
    renderDialog();
    expect(await within(dialog()).findByText('This trade is not available')).toBeTruthy();
    expect(within(dialog()).queryByRole('textbox', { name: 'Comment' })).toBeNull();
  });

  it('offers a retry when loading fails otherwise (after the query client has retried twice)', async () => {
    let calls = 0;
    mockApi({
      [`GET ${DETAIL}`]: () => (++calls <= 3 ? json(500, {}) : json(200, makeDetail([makeComment(1)]))),
    });
    renderDialog();
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Retry' }, { timeout: 10_000 }));
    expect(await within(dialog()).findByText('Comment number 1')).toBeTruthy();
  });

  it('closes with the close button and with Escape', async () => {
    mockApi({ [`GET ${DETAIL}`]: () => json(200, makeDetail([])) });
    const { onClose } = renderDialog();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it.each([
    [600, true],
    [1280, false],
  ])('at %i px wide is full screen: %s', (width, isFullScreen) => {
    mockApi({ [`GET ${DETAIL}`]: () => json(200, makeDetail([])) });
    setViewportWidth(width);
    renderDialog();
    expect(dialog().className.includes('MuiDialog-paperFullScreen')).toBe(isFullScreen);
  });

  it('passes the card handlers through, and the card comment button focuses the comment field', async () => {
    mockApi({ [`GET ${DETAIL}`]: () => json(200, makeDetail([])) });
    const handlers = makeHandlers();
    const { onOpenDetail: _ignored, onComment: _focus, ...passed } = handlers;
    renderDialog({ ...passed, viewer: { userId: 99 } });
    const card = await within(dialog()).findByRole('article', { name: 'Buy RELIANCE trade' });
    fireEvent.click(within(card).getByRole('button', { name: /share/i }));
    expect(handlers.onShare).toHaveBeenCalledWith(expect.objectContaining({ id: TRADE_ID }));
    fireEvent.click(within(card).getByRole('button', { name: /comment/i }));
    expect(document.activeElement).toBe(commentField());
  });
});

describe('TradeDetailDialog: the disclosure block', { timeout: 20_000 }, () => {
  const disclosureOf = () => within(dialog()).getByRole('region', { name: 'Disclosure' });

  it("shows a registered analyst's registration, position, warnings and the investor charter, which closes the dialog", async () => {
    const trade = makeTrade({ id: TRADE_ID, is_sebi_registered: true, holds_position: true });
    mockApi({
      [`GET ${DETAIL}`]: () =>
        json(200, makeTradeDetail(trade, [], { disclosure: makeDisclosure(trade, ANALYST_REGISTRATION) })),
    });
    const { onClose, router } = renderDialog();
    const block = await waitFor(disclosureOf);
    expect(
      within(block).getByText('SEBI Reg. No. INH000012345 (RA, valid until 31 Mar 2030, self-declared)'),
    ).toBeTruthy();
    expect(within(block).getByText('The analyst holds a position in RELIANCE.')).toBeTruthy();
    expect(within(block).getByText(MARKET_RISK_WARNING)).toBeTruthy();
    expect(within(block).getByText(REGISTRATION_RISK_WARNING)).toBeTruthy();
    // Between the trade card and the comments.
    const card = within(dialog()).getByRole('article', { name: 'Buy RELIANCE trade' });
    const heading = within(dialog()).getByRole('heading', { name: /^Comments/ });
    expect(card.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(block.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const charter = within(block).getByRole('link', { name: 'Investor charter' });
    expect(charter.getAttribute('href')).toBe('/investor-charter');
    fireEvent.click(charter);
    await waitFor(() => expect(router.state.location.pathname).toBe('/investor-charter'));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's lines as sent: an unregistered poster's call is not investment advice", async () => {
    mockApi({ [`GET ${DETAIL}`]: () => json(200, makeDetail([])) });
    renderDialog();
    const block = await waitFor(disclosureOf);
    expect(within(block).getByText('Not investment advice: posted by an unregistered user')).toBeTruthy();
    expect(within(block).getByText('The poster holds no position in RELIANCE.')).toBeTruthy();
    expect(within(block).getByText(MARKET_RISK_WARNING)).toBeTruthy();
    expect(within(block).queryByText(REGISTRATION_RISK_WARNING)).toBeNull();
    expect(within(block).queryByRole('link')).toBeNull();
  });
});

describe('TradeDetailDialog: comment menu', { timeout: 20_000 }, () => {
  it("gives other users' comments the 'Report & Block User' menu by default, and one's own none", async () => {
    const own = makeComment(1, {
      user_data: { id: 7, user: VIEWER.userId, name: 'Me Myself', profile_image: null },
    });
    mockApi({ [`GET ${DETAIL}`]: () => json(200, makeDetail([own, makeComment(2)])) });
    renderDialog();
    await waitFor(() => expect(comments()).toHaveLength(2));
    const [mine, theirs] = comments();
    expect(within(mine as HTMLElement).queryAllByRole('button')).toHaveLength(0);
    fireEvent.click(
      within(theirs as HTMLElement).getByRole('button', { name: 'Comment actions for Asha Rao' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Report & Block User' })).toBeTruthy();
  });

  it('renders the menu a caller provides, telling it which comments are your own', async () => {
    mockApi({
      [`GET ${DETAIL}`]: () =>
        json(
          200,
          makeDetail([
            makeComment(1, {
              user_data: { id: 7, user: VIEWER.userId, name: 'Me Myself', profile_image: null },
            }),
            makeComment(2),
          ]),
        ),
    });
    const renderCommentActions = vi.fn((comment: Comment, { isOwn }: { isOwn: boolean }) =>
      isOwn ? null : <button type="button">{`Menu ${comment.id}`}</button>,
    );
    renderDialog({ renderCommentActions });
    expect(await within(dialog()).findByRole('button', { name: 'Menu 2' })).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Menu 1' })).toBeNull();
    expect(renderCommentActions).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), { isOwn: true });
  });
});

describe('TradeDetailDialog: link previews', { timeout: 20_000 }, () => {
  const external: LinkPreview = {
    url: 'https://www.moneycontrol.com/news/nifty-outlook',
    kind: 'external',
    title: 'Nifty outlook for the week',
    description: 'What the charts say',
    image: 'https://img.moneycontrol.com/nifty.jpg',
  };
  const ownTrade: LinkPreview = {
    url: 'http://localhost:3000/trade/55/TCS?ref=share',
    kind: 'trade',
    title: 'TCS Buy @ ₹3,900.00 · Live',
    description: null,
    image: null,
  };

  it('shows title, description, image and host of an external page, opening it in a new tab', async () => {
    mockApi({
      [`GET ${DETAIL}`]: () =>
        json(
          200,
          makeDetail([makeComment(1, { comment_text: `Read ${external.url}`, link_preview: external })]),
        ),
    });
    renderDialog();
    const preview = await within(dialog()).findByTestId('link-preview');
    const link = within(preview).getByRole('link');
    expect(link.getAttribute('href')).toBe(external.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(within(preview).getByText('Nifty outlook for the week')).toBeTruthy();
    expect(within(preview).getByText('What the charts say')).toBeTruthy();
    expect(within(preview).getByText('moneycontrol.com')).toBeTruthy();
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('https://img.moneycontrol.com/nifty.jpg');
  });

  it("opens TradeCircle's own pages inside the app and closes the dialog", async () => {
    mockApi({
      [`GET ${DETAIL}`]: () =>
        json(
          200,
          makeDetail([makeComment(1, { comment_text: `See ${ownTrade.url}`, link_preview: ownTrade })]),
        ),
    });
    const { onClose, router } = renderDialog();
    const preview = await within(dialog()).findByTestId('link-preview');
    const link = within(preview).getByRole('link');
    expect(link.getAttribute('href')).toBe('/trade/55/TCS?ref=share');
    expect(link.getAttribute('target')).toBeNull();
    expect(preview.querySelector('img')).toBeNull();
    expect(within(preview).getByText('localhost')).toBeTruthy();
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/trade/55/TCS'));
    expect(router.state.location.search).toBe('?ref=share');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows no preview when the comment has none', async () => {
    mockApi({ [`GET ${DETAIL}`]: () => json(200, makeDetail([makeComment(1)])) });
    renderDialog();
    await within(dialog()).findByText('Comment number 1');
    expect(within(dialog()).queryByTestId('link-preview')).toBeNull();
  });
});

describe('TradeDetailDialog: adding a comment', { timeout: 20_000 }, () => {
  it("posts the trimmed text with the viewer's profile id; the new comment appears at the end and the count updates", async () => {
    let stored = [makeComment(1)];
    const fetchMock = mockApi({
      [`GET ${DETAIL}`]: () => json(200, makeDetail(stored)),
      [`POST ${ADD_COMMENT}`]: (init) => {
        const { comment } = bodyOf(init) as { comment: string };
        const created = makeComment(2, {
          comment_text: comment,
          user_data: { id: 7, user: 42, name: 'Ravi Kumar', profile_image: null },
        });
        stored = [...stored, created];
        return json(201, created);
      },
    });
    renderDialog();
    await within(dialog()).findByText('Comment number 1');
    expect(commentField().getAttribute('placeholder')).toBe('Write your comment here');
    fireEvent.change(commentField(), { target: { value: '  Booked half at target  ' } });
    post();

    await waitFor(() => expect(comments()).toHaveLength(2));
    expect(bodyOf(callsTo(fetchMock, 'POST', ADD_COMMENT)[0]![1])).toEqual({
      comment: 'Booked half at target',
      user_id: 7,
    });
    expect(within(comments()[1]!).getByText('Booked half at target')).toBeTruthy();
    expect(within(dialog()).getByRole('heading', { name: 'Comments (2)' })).toBeTruthy();
    await waitFor(() => expect(commentField().value).toBe(''));
  });

  it('uses the F&O comment call for an F&O trade', async () => {
    const fetchMock = mockApi({
      [`GET ${DETAIL}`]: () => json(200, makeDetail([], { is_equity_trade: false, product: 'NRML' })),
      [`POST ${ADD_FNO_COMMENT}`]: () => json(201, makeComment(1)),
    });
    renderDialog();
    await within(dialog()).findByRole('article', { name: 'Buy RELIANCE F&O trade' });
    fireEvent.change(commentField(), { target: { value: 'Rolling over' } });
    post();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', ADD_FNO_COMMENT)).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', ADD_COMMENT)).toHaveLength(0);
  });

  it("says 'Field is required' for empty or blank text, without calling the server", async () => {
    const fetchMock = mockApi({ [`GET ${DETAIL}`]: () => json(200, makeDetail([])) });
    renderDialog();
    await within(dialog()).findByText('No comments yet. Be the first to comment.');
    post();
    expect(await within(dialog()).findByText('Field is required')).toBeTruthy();
    fireEvent.change(commentField(), { target: { value: '   ' } });
    post();
    expect(await within(dialog()).findByText('Field is required')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', ADD_COMMENT)).toHaveLength(0);
  });

  it("sends a visitor to login with 'Login to add comment here'", async () => {
    localStorage.clear();
    const fetchMock = mockApi({ [`GET ${DETAIL}`]: () => json(200, makeDetail([])) });
    const { router } = renderDialog({ viewer: null });
    await within(dialog()).findByText('No comments yet. Be the first to comment.');
    fireEvent.change(commentField(), { target: { value: 'Nice call' } });
    post();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bridge.notify).toHaveBeenCalledWith('Login to add comment here', 'info', undefined);
    expect(callsTo(fetchMock, 'POST', ADD_COMMENT)).toHaveLength(0);
  });

  it("shows the server's 400 message and keeps the text", async () => {
    mockApi({
      [`GET ${DETAIL}`]: () => json(200, makeDetail([])),
      [`POST ${ADD_COMMENT}`]: () => json(400, { message: 'Comments are at most 2000 characters' }),
    });
    renderDialog();
    await within(dialog()).findByText('No comments yet. Be the first to comment.');
    fireEvent.change(commentField(), { target: { value: 'A long note' } });
    post();
    expect(await within(dialog()).findByText('Comments are at most 2000 characters')).toBeTruthy();
    expect(bridge.notify).toHaveBeenCalledWith('Comments are at most 2000 characters', 'error', 4500);
    expect(commentField().value).toBe('A long note');
    expect(comments()).toHaveLength(0);
  });
});

describe('TradeDetailDialog: paged comments', { timeout: 20_000 }, () => {
  const COMMENTS = `/backend/api/trade/comments/${TRADE_ID}/`;
  /** Comment n of a trade, a minute after comment n - 1. */
  const nth = (n: number, overrides: Partial<Comment> = {}) =>
    makeComment(n, { created: new Date(Date.UTC(2026, 4, 4, 3, n)).toISOString(), ...overrides });
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => nth(from + i));
  const shownTexts = () => comments().map((card) => within(card).getByText(/^Comment number/).textContent);
  const loadMore = () => within(dialog()).getByRole('button', { name: 'Load more comments' });

  it('shows the first page with how many there are, and loads the rest a page at a time, oldest first', async () => {
    const pages: Record<string, Comment[]> = { '2': range(11, 20), '3': range(21, 23) };
    // The mock's answer follows the page asked for: the URL of the call being answered.
    const requestedPage = () =>
      new URL(fetchMock.mock.calls.at(-1)![0], 'http://test').searchParams.get('page');
    const fetchMock = mockApi({
      [`GET ${DETAIL}`]: () => json(200, makeDetail(range(1, 10), { comments_count: 23 })),
      [`GET ${COMMENTS}`]: () => json(200, { result: pages[requestedPage() ?? ''] ?? [], num: 3, count: 23 }),
    });
    renderDialog();
    await waitFor(() => expect(comments()).toHaveLength(10));
    expect(within(dialog()).getByRole('heading', { name: 'Comments (23)' })).toBeTruthy();
    expect(within(dialog()).getByText('Showing 10 of 23 comments')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', COMMENTS)).toHaveLength(0);

    fireEvent.click(loadMore());
    await waitFor(() => expect(comments()).toHaveLength(20));
    expect(within(dialog()).getByText('Showing 20 of 23 comments')).toBeTruthy();
    fireEvent.click(loadMore());
    await waitFor(() => expect(comments()).toHaveLength(23));
    expect(shownTexts()).toEqual(range(1, 23).map((comment) => comment.comment_text));
    expect(within(dialog()).queryByRole('button', { name: 'Load more comments' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', COMMENTS).map(([url]) => url.split('?')[1])).toEqual([
      'page=2&order=oldest',
      'page=3&order=oldest',
    ]);
  });

  it('shows a comment just posted at once, after the button, while older pages are still to load', async () => {
    let stored = range(1, 12);
    mockApi({
      [`GET ${DETAIL}`]: () => json(200, makeDetail(stored.slice(0, 10), { comments_count: stored.length })),
      [`GET ${COMMENTS}`]: () => json(200, { result: stored.slice(10), num: 2, count: stored.length }),
      [`POST ${ADD_COMMENT}`]: () => {
        const created = nth(13, { comment_text: 'Comment number 13, just now' });
        stored = [...stored, created];
        return json(201, created);
      },
    });
    renderDialog();
    await waitFor(() => expect(comments()).toHaveLength(10));
    fireEvent.change(commentField(), { target: { value: 'Comment number 13, just now' } });
    post();
    await waitFor(() =>
      expect(within(dialog()).getByRole('heading', { name: 'Comments (13)' })).toBeTruthy(),
    );
    expect(shownTexts().at(-1)).toBe('Comment number 13, just now');
    const newest = comments().at(-1)!;
    expect(loadMore().compareDocumentPosition(newest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(dialog()).getByText('Showing 11 of 13 comments')).toBeTruthy();

    fireEvent.click(loadMore());
    await waitFor(() => expect(comments()).toHaveLength(13));
    expect(shownTexts()).toEqual([...range(1, 12).map((c) => c.comment_text), 'Comment number 13, just now']);
  });

  it('says so when a page cannot be loaded, and the button tries again', async () => {
    let fails = true;
    mockApi({
      [`GET ${DETAIL}`]: () => json(200, makeDetail(range(1, 10), { comments_count: 11 })),
      [`GET ${COMMENTS}`]: () =>
        fails
          ? json(404, { message: 'Trade not found' })
          : json(200, { result: [nth(11)], num: 2, count: 11 }),
    });
    renderDialog();
    await waitFor(() => expect(comments()).toHaveLength(10));
    fireEvent.click(loadMore());
    expect(
      await within(dialog()).findByText('More comments could not be loaded. Please try again.'),
    ).toBeTruthy();
    expect(bridge.notify).not.toHaveBeenCalled();
    fails = false;
    fireEvent.click(loadMore());
    await waitFor(() => expect(comments()).toHaveLength(11));
  });
});
