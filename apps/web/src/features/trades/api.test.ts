import { describe, expect, it } from 'vitest';
import { bodyOf, callsTo, installTestBridge, json, mockApi } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import {
  addTradeComment,
  deleteTrade,
  fetchAllTradeList,
  fetchFilteredTrades,
  fetchProfileDetails,
  filterSegments,
  setTradeFeatured,
  updateReasoning,
} from './api.ts';

const bridge = installTestBridge(storeValidLogin);

const emptyList = () => json(200, { result: [], num: 0 });

describe('trade calls', () => {
  it('filter-trades: lists joined by commas, dates as from,to, the word null for an empty filter', async () => {
    expect(filterSegments({ status: [], sides: [], durations: [], dates: null })).toBe('null/null/null/null');
    const path = '/backend/api/trade/filter-trades/0/42/2/Active,Inactive/Sell/1,3/2026-11-01,2026-11-20';
    const fetchMock = mockApi({ [`GET ${path}`]: emptyList });
    await fetchFilteredTrades(42, 0, 2, {
      status: ['Active', 'Inactive'],
      sides: ['Sell'],
      durations: [1, 3],
      dates: { from: '2026-11-01', to: '2026-11-20' },
    });
    expect(callsTo(fetchMock, 'GET', path)).toHaveLength(1);
  });

  it('all-trade-list: the word null for each empty filter', async () => {
    const path = '/backend/api/trade/all-trade-list/42/1/Closed/null/null';
    const fetchMock = mockApi({ [`GET ${path}`]: emptyList });
    await fetchAllTradeList(42, 1, { status: 'Closed', buySell: null, duration: null });
    expect(callsTo(fetchMock, 'GET', path)).toHaveLength(1);
  });

  it('featured: the trade detail patch for equity, fando-trade-patch for F&O', async () => {
    const answer = () => json(200, { message: 'ok', trade_detail: {} });
    const fetchMock = mockApi({
      'PATCH /backend/api/trade/trade-detail-patch-featured/': answer,
      'PATCH /backend/api/trade/fando-trade-patch': answer,
    });
    await setTradeFeatured(81, true);
    await setTradeFeatured(9, false, true);
    expect(
      bodyOf(callsTo(fetchMock, 'PATCH', '/backend/api/trade/trade-detail-patch-featured/')[0]![1]),
    ).toEqual({
      id: 81,
      is_featured: true,
      request_type: 'featured',
    });
    expect(bodyOf(callsTo(fetchMock, 'PATCH', '/backend/api/trade/fando-trade-patch')[0]![1])).toEqual({
      id: 9,
      is_featured: false,
      request_type: 'featured',
    });
  });

  it('comments go with the profile id as user_id; F&O comments to add_fno_comment', async () => {
    const comment = () => json(201, { id: 1 });
    const fetchMock = mockApi({
      'POST /backend/api/trade/update-comment/81/': comment,
      'POST /backend/add_fno_comment/9/': comment,
    });
    await addTradeComment(81, 'Nice entry', 7);
    await addTradeComment(9, 'Good strike', 7, true);
    expect(bodyOf(callsTo(fetchMock, 'POST', '/backend/api/trade/update-comment/81/')[0]![1])).toEqual({
      comment: 'Nice entry',
      user_id: 7,
    });
    expect(callsTo(fetchMock, 'POST', '/backend/add_fno_comment/9/')).toHaveLength(1);
  });

  it('two comments sent at once both go through (mutations do not cancel each other)', async () => {
    const fetchMock = mockApi({ 'POST /backend/api/trade/update-comment/81/': () => json(201, { id: 1 }) });
    await Promise.all([addTradeComment(81, 'one', 7), addTradeComment(81, 'two', 7)]);
    expect(callsTo(fetchMock, 'POST', '/backend/api/trade/update-comment/81/')).toHaveLength(2);
  });

  it('profile details: request_user in the query, the result unwrapped', async () => {
    const fetchMock = mockApi({
      'GET /backend/api/profile-details/42': () => json(200, { result: { user_id: 42, name: 'Ananya Rao' } }),
    });
    await expect(fetchProfileDetails(42, 43)).resolves.toMatchObject({ name: 'Ananya Rao' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/backend/api/profile-details/42?request_user=43');
  });

  it("an owner action's 403 is the caller's to show: no sign-out", async () => {
    mockApi({
      'POST /backend/api/trade/update-reasoning/81': () =>
        json(403, { message: 'Only the trade owner can update the reasoning' }),
    });
    await expect(updateReasoning(81, 'x')).rejects.toMatchObject({ status: 403 });
    expect(bridge.notify).not.toHaveBeenCalled();
    expect(bridge.navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('user_id')).toBe('42');
  });

  it('the quiet delete (cleanup after a failed real trade) shows nothing even for a 400', async () => {
    mockApi({ 'POST /backend/api/trade/delete-trade/': () => json(400, { message: 'nope' }) });
    await expect(deleteTrade(81, { quiet: true })).rejects.toMatchObject({ status: 400 });
    expect(bridge.notify).not.toHaveBeenCalled();
  });
});
