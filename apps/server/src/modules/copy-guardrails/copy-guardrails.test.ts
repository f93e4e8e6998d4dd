/**
 * Copy guardrails (issue 34, part 3): setting one per expert (the caller's only, 401 before the body,
 * 400 for bad input changing nothing), the sizing and the maximum open exposure enforced on a copy
 * through create-trade, and the copy stop tripping on a close, notifying the follower, refusing
 * copies until the guardrail is set again. Figures are hand-computed (docs/metrics.md "Copy guardrails").
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { eventsApplied } from '../../../test/events-applied.ts';
import { createTestApp, type TestContext } from '../../../test/support.ts';
import { buyTradeBody, type Session, signInWithProfile } from '../../../test/trade-helpers.ts';
import { copyGuardrails, notifications, trades } from '../../db/schema/index.ts';
import {
  closeCopy,
  copyCall,
  expertCall,
  getGuardrail,
  putGuardrail,
  quietListing,
} from './copy-guardrails.fixtures.ts';

let ctx: TestContext;
let expert: Session;
let stopExpert: Session;
let fan: Session;
let listing: number;

beforeAll(async () => {
  ctx = await createTestApp();
  [expert, stopExpert, fan] = await Promise.all([
    signInWithProfile(ctx.app, 'Sizing Expert'),
    signInWithProfile(ctx.app, 'Stop Expert'),
    signInWithProfile(ctx.app, 'Guarded Fan'),
  ]);
  listing = await quietListing(ctx);
});
afterAll(() => ctx.close());

const guardrailRows = () =>
  ctx.database.db.select().from(copyGuardrails).where(eq(copyGuardrails.followerUserId, fan.user_id));

describe('setting a guardrail', () => {
  it('answers 401 without a session, before looking at the body', async () => {
    expect((await putGuardrail(ctx, null, expert.user_id, { sizing_mode: 'nonsense' })).statusCode).toBe(401);
    expect((await getGuardrail(ctx, null)).statusCode).toBe(401);
    expect((await getGuardrail(ctx, null, expert.user_id)).statusCode).toBe(401);
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: `/backend/api/copy-guardrails/${expert.user_id}/`,
    });
    expect(remove.statusCode).toBe(401);
  });

  it('answers 400 with a clear message to bad input, and stores nothing', async () => {
    const missing = await putGuardrail(ctx, fan, expert.user_id, {
      sizing_mode: 'amount',
      max_open_exposure: 5000,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('amount is required when sizing_mode is amount');
    const negative = await putGuardrail(ctx, fan, expert.user_id, {
      sizing_mode: 'lots',
      lots: 2,
      max_open_exposure: -1,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain('max_open_exposure must be a rupee amount above 0');
    const self = await putGuardrail(ctx, fan, fan.user_id, {
      sizing_mode: 'lots',
      lots: 1,
      max_open_exposure: 1,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot set copy guardrails for yourself');
    const nobody = await putGuardrail(ctx, fan, 2_000_000_000, {
      sizing_mode: 'lots',
      lots: 1,
      max_open_exposure: 1,
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('Expert not found');
    expect(await guardrailRows()).toEqual([]);
    expect((await getGuardrail(ctx, fan, expert.user_id)).statusCode).toBe(404);
  });

  it('stores it and answers it with where it stands', async () => {
    const response = await putGuardrail(ctx, fan, expert.user_id, {
      sizing_mode: 'amount',
      amount: 5000,
      max_open_exposure: 12_000,
      copy_stop_percent: 25,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      expert: { user_id: expert.user_id, name: 'Sizing Expert' },
      sizing_mode: 'amount',
      lots: null,
      amount: 5000,
      capital_percent: null,
      virtual_capital: null,
      max_open_exposure: 12_000,
      copy_stop_percent: 25,
      open_exposure: 0,
      drawdown_percent: 0,
      tripped_at: null,
    });
    const list = await getGuardrail(ctx, fan);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((item: { expert: { user_id: number } }) => item.expert.user_id)).toEqual([
      expert.user_id,
    ]);
    // Nobody else sees it.
    expect((await getGuardrail(ctx, stopExpert, expert.user_id)).statusCode).toBe(404);
  });
});

describe('a copy under the guardrail', () => {
  it('takes the sizing, and is refused past the maximum open exposure', async () => {
    const call = await expertCall(ctx, expert, listing);
    // ₹5,000 at ₹1,000 a share: 5 lots, whatever was sent. Two copies hold ₹10,000 of ₹12,000.
    for (const expected of [5000, 10_000]) {
      const copy = await copyCall(ctx, fan, listing, call, { lots: 1 });
      expect(copy.statusCode, copy.body).toBe(201);
      expect(copy.json()).toMatchObject({ lots: 5, status: 'Inactive' });
      expect((await getGuardrail(ctx, fan, expert.user_id)).json().open_exposure).toBe(expected);
    }
    // A third (₹5,000) would hold ₹15,000.
    const third = await copyCall(ctx, fan, listing, call);
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe(
      "Copying refused: this copy (₹5,000.00) would take your open exposure to this expert's calls to ₹15,000.00, past your limit of ₹12,000.00",
    );
    // At ₹2,000 a share the same ₹5,000 buys 2 lots (₹4,000), which still passes ₹12,000.
    const dearer = await copyCall(ctx, fan, listing, call, { entry: 2000 });
    expect(dearer.statusCode).toBe(400);
    expect(dearer.json().message).toContain('to ₹14,000.00, past your limit of ₹12,000.00');
    // At ₹6,000 a share ₹5,000 buys no lot at all.
    const tooDear = await copyCall(ctx, fan, listing, call, { entry: 6000 });
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json().message).toBe(
      'Copying refused: your amount of ₹5,000.00 buys less than one lot (₹6,000.00 at this entry)',
    );
    const copies = await ctx.database.db
      .select({ id: trades.id, lots: trades.lots })
      .from(trades)
      .where(and(eq(trades.postedByUserId, fan.user_id), eq(trades.copyOriginId, call)));
    expect(copies.map((copy) => copy.lots)).toEqual([5, 5]);

    // Editing an Upcoming copy: its new terms must fit too. 5 + 7 lots = ₹12,000 fits; 5 + 8 does not.
    const edit = (lots: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/backend/api/trade/update-trade-detail/',
        headers: bearer(fan.token.access),
        payload: { ...buyTradeBody(listing, 1000, { lots }), id: copies[0]!.id },
      });
    const fits = await edit(7);
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json().lots).toBe(7);
    const past = await edit(8);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(
      "Copying refused: this copy (₹8,000.00) would take your open exposure to this expert's calls to ₹13,000.00, past your limit of ₹12,000.00",
    );
    expect((await getGuardrail(ctx, fan, expert.user_id)).json().open_exposure).toBe(12_000);
  });

  it("leaves copies of another expert's calls unguarded", async () => {
    const otherCall = await expertCall(ctx, stopExpert, listing);
    const copy = await copyCall(ctx, fan, listing, otherCall, { lots: 40 });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().lots).toBe(40);
  });

  it('is unguarded once the guardrail is removed', async () => {
    const call = await expertCall(ctx, expert, listing);
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: `/backend/api/copy-guardrails/${expert.user_id}/`,
      headers: bearer(fan.token.access),
    });
    expect(remove.statusCode).toBe(204);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/backend/api/copy-guardrails/${expert.user_id}/`,
      headers: bearer(fan.token.access),
    });
    expect(again.statusCode).toBe(404);
    const copy = await copyCall(ctx, fan, listing, call, { lots: 3 });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().lots).toBe(3);
  });
});

describe('the copy stop', () => {
  it('trips when the closed copies fall past it, tells the follower, and refuses copies until set again', async () => {
    // 10 lots at ₹1,000 (₹10,000, the whole maximum), copy stop 5% of ₹10,000 = ₹500.
    const set = await putGuardrail(ctx, fan, stopExpert.user_id, {
      sizing_mode: 'lots',
      lots: 10,
      max_open_exposure: 10_000,
      copy_stop_percent: 5,
    });
    expect(set.statusCode, set.body).toBe(200);
    // The unguarded copy of this expert taken before (40 lots, ₹40,000) still counts as open.
    const [unguarded] = await ctx.database.db
      .select({ id: trades.id })
      .from(trades)
      .where(and(eq(trades.postedByUserId, fan.user_id), eq(trades.lots, 40)));
    const blocked = await copyCall(ctx, fan, listing, await expertCall(ctx, stopExpert, listing));
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toContain('to ₹50,000.00, past your limit of ₹10,000.00');
    // Closed at its entry: no P&L, and the exposure is free.
    await closeCopy(ctx, unguarded!.id, { fill: 1000, exit: 1000 });

    const closeNext = async (fill: number, exit: number, by: 'engine' | 'hand') => {
      const copy = await copyCall(ctx, fan, listing, await expertCall(ctx, stopExpert, listing));
      expect(copy.statusCode, copy.body).toBe(201);
      expect(copy.json().lots).toBe(10);
      await closeCopy(ctx, copy.json().id, { fill, exit, by });
      await eventsApplied(ctx.app);
      await eventsApplied(ctx.app);
      return (await getGuardrail(ctx, fan, stopExpert.user_id)).json();
    };
    // Cumulative P&L: 0, +200 (peak), 0 (fall 200: 2%), -400 (fall 600: 6% > 5%).
    expect(await closeNext(1000, 1020, 'engine')).toMatchObject({ drawdown_percent: 0, tripped_at: null });
    expect(await closeNext(1000, 980, 'hand')).toMatchObject({ drawdown_percent: 2, tripped_at: null });
    const tripped = await closeNext(1002, 962, 'engine');
    expect(tripped).toMatchObject({ drawdown_percent: 6, tripped_drawdown_percent: 6 });
    expect(tripped.tripped_at).toEqual(expect.any(String));

    const told = await ctx.database.db
      .select({
        type: notifications.notificationType,
        actor: notifications.actorId,
        text: notifications.notificationText,
      })
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, fan.user_id), eq(notifications.notificationType, 'copy_stopped')),
      );
    expect(told).toEqual([
      {
        type: 'copy_stopped',
        actor: stopExpert.user_id,
        text: "Copying stopped: your copies of Stop Expert's calls fell 6% (₹600.00) from their peak, past your copy stop of 5%",
      },
    ]);

    const refused = await copyCall(ctx, fan, listing, await expertCall(ctx, stopExpert, listing));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "Copying stopped: your copies of this expert's calls fell 6% from their peak, past your copy stop of 5%. Set the guardrail again to resume copying",
    );

    // Set again: untripped, the drawdown counted from now on, copying again.
    const reset = await putGuardrail(ctx, fan, stopExpert.user_id, {
      sizing_mode: 'lots',
      lots: 10,
      max_open_exposure: 10_000,
      copy_stop_percent: 5,
    });
    expect(reset.json()).toMatchObject({
      tripped_at: null,
      tripped_drawdown_percent: null,
      drawdown_percent: 0,
    });
    const resumed = await copyCall(ctx, fan, listing, await expertCall(ctx, stopExpert, listing));
    expect(resumed.statusCode, resumed.body).toBe(201);
  });
});
