/**
 * Payments (issue 18) on the sandbox Razorpay, through the real app with app.inject (routes, token
 * check, validation, the services, the sandbox provider in process; no sockets), two measures:
 *
 * 1. Checkout to membership: for each of PAYMENTS distinct buyers (after WARMUP more, untimed), the
 *    browser's three calls one after the other: POST /backend/api/order-payment/ (priced, the sandbox's
 *    order made, our row inserted), POST /backend/sandbox/razorpay/checkout/pay (what the checkout
 *    modal's Pay sends: the sandbox's payment, its signature and its two webhooks queued) and PATCH
 *    /backend/api/order-payment/ (signature checked, the payment read from the sandbox, the grant).
 *    Server time: each app.inject's duration, start to answer; the whole is their sum. Baselines in the
 *    same run, interleaved with each payment: GET /backend/api/payment-info/ (a plain authenticated
 *    read, the buyer's none) before the order, and GET /backend/api/membership/ after the PATCH (also
 *    the check that the buyer now holds one Active membership). The sandbox's webhooks are delivered
 *    by its worker as configured (PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS, 2 s by default), so each payment's
 *    two webhooks reach the grant while later payments are being timed, as in life.
 *
 * 2. Duplicate deliveries: ROUNDS rounds, each a new buyer's order paid in the sandbox, then DELIVERIES
 *    at once, alternating: the browser's PATCH with the signed checkout payload, and a webhook POST to
 *    /backend/api/payments/webhook/ with the sandbox's own payment.captured / order.paid bodies for the
 *    payment, signed as the sandbox signs them (HMAC-SHA256 of the body with the webhook secret), each
 *    with a distinct x-razorpay-event-id; with them, the sandbox's worker delivers its own two queued
 *    webhooks. Then the rows of that order are counted: group_subscriptions, payment_orders successful,
 *    payout_ledger credits, payment.received outbox events, the buyer's group_members row. Any count
 *    other than 1, or any delivery not answered 200, fails the run (exit 1).
 *
 * PostgreSQL: its own database, bench_payments, created and dropped on the server of PAYMENTS_BENCH_PG_URL
 * (pool of 10). PGlite: a fresh data directory under the system temp folder, removed at the end.
 *
 * Run: npm run payments -w @tradecircle/bench
 *   PAYMENTS_BENCH_DRIVERS=pglite (default; or postgres, or pglite,postgres)
 *   PAYMENTS_BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test
 *   PAYMENTS_BENCH_PAYMENTS=200  PAYMENTS_BENCH_WARMUP=20  PAYMENTS_BENCH_ROUNDS=10
 *   PAYMENTS_BENCH_DELIVERIES=50  PAYMENTS_BENCH_WEBHOOK_DELAY_MS (the app's default, 2000)
 *   PAYMENTS_BENCH_KEEP_DATABASE=1 (keeps bench_payments)
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../apps/server/src/db/client.ts';
import { resultRows } from '../../apps/server/src/db/driver-results.ts';
import { providerId } from '../../apps/server/src/providers/payments/signatures.ts';
import { startBenchApp } from '../bench-app.ts';
import { openBenchDatabase } from '../bench-database.ts';
import { fmt, summarise, type Timing } from '../stats.ts';
import { type Buyer, checkoutCalls, premiumGroupWithVerifiedAdmin, signInBuyers } from './arrange.ts';

type Driver = 'postgres' | 'pglite';
const DRIVERS = (process.env.PAYMENTS_BENCH_DRIVERS || 'pglite').split(',') as Driver[];
const PG_URL = process.env.PAYMENTS_BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PAYMENTS = Number(process.env.PAYMENTS_BENCH_PAYMENTS || 200);
const WARMUP = Number(process.env.PAYMENTS_BENCH_WARMUP || 20);
const ROUNDS = Number(process.env.PAYMENTS_BENCH_ROUNDS || 10);
const DELIVERIES = Number(process.env.PAYMENTS_BENCH_DELIVERIES || 50);
const WEBHOOK_DELAY_MS = process.env.PAYMENTS_BENCH_WEBHOOK_DELAY_MS;
const BUDGET_MS = 300;
const BENCH_DATABASE = 'bench_payments';
/** Far enough ahead that every queued sandbox webhook is due. */
const LATER = () => new Date(Date.now() + 2 * 3_600_000);

const log = (message: string) =>
  console.error(`[payments bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

async function waitForLeadership(app: FastifyInstance) {
  const until = Date.now() + 15_000;
  while (!(app.payments.webhooks?.isLeader() && app.payments.expiry?.isLeader())) {
    if (Date.now() > until) throw new Error('the payments jobs did not take their leadership within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const count = async (database: Database, query: ReturnType<typeof sql>) =>
  resultRows<Record<string, number>>(await database.db.execute(query))[0]!;

/** Part 1: checkout to membership, step by step, beside two authenticated reads. */
async function timeCheckouts(
  app: FastifyInstance,
  database: Database,
  group: { groupId: number; planId: number; adminUserId: number },
  buyers: Buyer[],
) {
  const calls = checkoutCalls(app, group.groupId, group.planId);
  const steps = {
    baseline: [] as number[],
    order: [] as number[],
    pay: [] as number[],
    patch: [] as number[],
    total: [] as number[],
    ours: [] as number[],
    membership: [] as number[],
  };
  const get = (buyer: Buyer, url: string) =>
    app.inject({ url, headers: buyer.headers, remoteAddress: buyer.ip });
  const started = performance.now();
  let timedWall = 0;
  for (const [index, buyer] of buyers.entries()) {
    const paymentStarted = performance.now();
    const [info, baseline] = await timed(() => get(buyer, '/backend/api/payment-info/'));
    if (info.statusCode !== 200 || info.json().payment_info !== null)
      throw new Error(`payment-info answered ${info.statusCode}: ${info.body}`);
    const [order, orderMs] = await timed(() => calls.order(buyer));
    const [paid, payMs] = await timed(() => calls.pay(order));
    const [patched, patchMs] = await timed(() => calls.patchRequest(buyer, order, paid));
    const answer = patched.json();
    if (
      patched.statusCode !== 200 ||
      answer.status !== 'successful' ||
      answer.membership?.status !== 'Active'
    )
      throw new Error(`PATCH order-payment answered ${patched.statusCode}: ${patched.body}`);
    const [memberships, membershipMs] = await timed(() => get(buyer, '/backend/api/membership/'));
    const body = memberships.json();
    if (memberships.statusCode !== 200 || body.count?.active !== 1 || body.membership?.length !== 1)
      throw new Error(`membership answered ${memberships.statusCode}: ${memberships.body}`);
    if (index < WARMUP) continue;
    timedWall += performance.now() - paymentStarted;
    steps.baseline.push(baseline);
    steps.order.push(orderMs);
    steps.pay.push(payMs);
    steps.patch.push(patchMs);
    steps.total.push(orderMs + payMs + patchMs);
    steps.ours.push(orderMs + patchMs);
    steps.membership.push(membershipMs);
    if ((index - WARMUP + 1) % 50 === 0) log(`${index - WARMUP + 1} payments timed`);
  }
  const wall = performance.now() - started;
  // Every queued webhook delivered (they are duplicates of the PATCHes' grants by now), then the totals.
  const flushed = await app.payments.webhooks!.deliverDue(LATER());
  const totals = await count(
    database,
    sql`select
      (select count(*) from payment_orders where group_id = ${group.groupId} and status = 'successful')::int as successful,
      (select count(*) from group_subscriptions where group_id = ${group.groupId})::int as subscriptions,
      (select count(*) from payout_ledger where expert_user_id = ${group.adminUserId} and kind = 'payment')::int as credits,
      (select count(*) from group_members where group_id = ${group.groupId} and status = 'member')::int as members,
      (select count(*) from payment_sandbox_webhooks)::int as webhooks_queued,
      (select count(*) from payment_sandbox_webhooks where delivered_at is not null)::int as webhooks_delivered,
      (select count(*) from payment_webhook_events)::int as webhook_events`,
  );
  return { steps, wall, timedWall, flushed, totals };
}

type RoundResult = {
  round: number;
  ms: number;
  patches: number;
  webhooks: Record<string, number>;
  sandboxDelivered: number;
  counts: Record<string, number>;
  problems: string[];
};

/** Part 2: one payment delivered DELIVERIES times at once (PATCHes and webhooks alternating). */
async function duplicateRound(
  app: FastifyInstance,
  database: Database,
  group: { groupId: number; planId: number },
  buyer: Buyer,
  round: number,
): Promise<RoundResult> {
  const calls = checkoutCalls(app, group.groupId, group.planId);
  const sandbox = app.payments.sandbox!;
  const order = await calls.order(buyer);
  const paid = await calls.pay(order);
  // The sandbox's own webhooks of this payment (payment.captured, order.paid): their exact bodies.
  const queued = await sandbox.webhooks.ofOrder(order.order_detail.order_id);
  if (queued.length !== 2) throw new Error(`the sandbox queued ${queued.length} webhooks, not 2`);
  const deliveries = Array.from({ length: DELIVERIES }, (_, index) => {
    if (index % 2 === 0) return () => calls.patchRequest(buyer, order, paid);
    const row = queued[(index >> 1) % queued.length]!;
    // A distinct event id, signed as the sandbox signs (the signature covers the body alone).
    const headers = sandbox.webhooks.headersOf({ ...row, eventId: providerId('', 14) });
    return () =>
      app.inject({ method: 'POST', url: '/backend/api/payments/webhook/', headers, payload: row.body });
  });
  const started = performance.now();
  const [answers, sandboxDelivered] = await Promise.all([
    Promise.all(deliveries.map((deliver) => deliver())),
    app.payments.webhooks!.deliverDue(LATER()),
  ]);
  const ms = performance.now() - started;

  const problems: string[] = [];
  const webhooks: Record<string, number> = {};
  const patchBodies = new Set<string>();
  let patches = 0;
  for (const [index, answer] of (answers as LightMyRequestResponse[]).entries()) {
    const kind = index % 2 === 0 ? 'PATCH' : 'webhook';
    if (answer.statusCode !== 200) {
      problems.push(`${kind} ${index} answered ${answer.statusCode}: ${answer.body}`);
      continue;
    }
    if (kind === 'PATCH') {
      patches += 1;
      patchBodies.add(answer.body);
    } else {
      const status = answer.json().status as string;
      webhooks[status] = (webhooks[status] ?? 0) + 1;
    }
  }
  if (patchBodies.size !== 1) problems.push(`the PATCHes answered ${patchBodies.size} different bodies`);
  if (webhooks.refused) problems.push(`${webhooks.refused} webhooks refused`);
  const orderId = order.order_detail.id;
  const counts = await count(
    database,
    sql`select
      (select count(*) from group_subscriptions where payment_order_id = ${orderId})::int as subscriptions,
      (select count(*) from group_subscriptions where user_id = ${buyer.userId})::int as subscriptions_of_buyer,
      (select count(*) from payment_orders where id = ${orderId} and status = 'successful')::int as successful_orders,
      (select count(*) from payment_orders where provider_payment_id = ${paid.razorpay_payment_id})::int as orders_with_payment,
      (select count(*) from payout_ledger where payment_order_id = ${orderId} and kind = 'payment')::int as ledger_credits,
      (select count(*) from outbox_events where type = 'payment.received'
         and payload->>'paymentOrderId' = ${String(orderId)})::int as payment_received_events,
      (select count(*) from group_members where group_id = ${group.groupId} and user_id = ${buyer.userId}
         and status = 'member')::int as memberships`,
  );
  for (const [name, value] of Object.entries(counts))
    if (value !== 1) problems.push(`${name}: ${value}, not 1`);
  return { round, ms, patches, webhooks, sandboxDelivered, counts, problems };
}

async function runDriver(driver: Driver): Promise<{ text: string; failed: boolean }> {
  const { database, dispose } = await openBenchDatabase(driver, {
    name: BENCH_DATABASE,
    pgUrl: PG_URL,
    keep: process.env.PAYMENTS_BENCH_KEEP_DATABASE === '1',
  });
  const lines: string[] = [];
  let failed = false;
  try {
    log(`${driver}: migrate`);
    await database.migrate();
    const { app, close } = await startBenchApp(database, {
      env: WEBHOOK_DELAY_MS ? { PAYMENTS_SANDBOX_WEBHOOK_DELAY_MS: WEBHOOK_DELAY_MS } : {},
    });
    try {
      await waitForLeadership(app);
      const { admin, groupId, planId } = await premiumGroupWithVerifiedAdmin(app);
      const group = { groupId, planId, adminUserId: admin.userId };
      log(`${driver}: signing in ${WARMUP + PAYMENTS + ROUNDS} buyers`);
      const buyers = await signInBuyers(app, 0, WARMUP + PAYMENTS);
      const roundBuyers = await signInBuyers(app, WARMUP + PAYMENTS, ROUNDS);

      const loadBefore = loadAverage();
      log(`${driver}: ${WARMUP} warm-up and ${PAYMENTS} timed checkouts (load ${loadBefore})`);
      const checkout = await timeCheckouts(app, database, group, buyers);
      const loadAfter = loadAverage();
      const { steps, totals } = checkout;
      const s = Object.fromEntries(Object.entries(steps).map(([name, times]) => [name, summarise(times)]));
      const base = s.baseline!;
      const row = (name: string, t: Timing, ratio = true) =>
        `| ${name} | ${fmt(t.p50)} | ${fmt(t.p95)} | ${fmt(t.p99)} | ${fmt(t.max)} | ${
          ratio ? `${fmt(t.p50 / base.p50)}x, ${fmt(t.p99 / base.p99)}x` : ''
        } |`;
      const expectedPaid = WARMUP + PAYMENTS;
      const totalsOk =
        totals.successful === expectedPaid &&
        totals.subscriptions === expectedPaid &&
        totals.credits === expectedPaid &&
        totals.members === expectedPaid &&
        totals.webhooks_delivered === totals.webhooks_queued &&
        totals.webhooks_queued === 2 * expectedPaid;
      if (!totalsOk) failed = true;
      const p99 = s.total!.p99;
      lines.push(
        `### ${driver === 'postgres' ? 'PostgreSQL (server)' : 'PGlite (embedded)'}`,
        '',
        `Checkout to membership: ${PAYMENTS} payments by ${PAYMENTS} distinct buyers (after ${WARMUP} untimed), ` +
          `app.inject, sequential; load average (1/5/15 min) ${loadBefore} before, ${loadAfter} after; ` +
          `${(checkout.timedWall / 1000).toFixed(1)} s for the timed payments with their two reads ` +
          `(${fmt(checkout.timedWall / PAYMENTS)} ms a payment).`,
        '',
        '| request (server time, app.inject) | p50 ms | p95 ms | p99 ms | max ms | / baseline p50, p99 |',
        '|---|---|---|---|---|---|',
        row('baseline: GET /backend/api/payment-info/ (the buyer, before ordering)', base, false),
        row('POST /backend/api/order-payment/ (price, sandbox order, our row)', s.order!),
        row('POST /backend/sandbox/razorpay/checkout/pay (the modal’s Pay)', s.pay!),
        row('PATCH /backend/api/order-payment/ (verify, read the payment, grant)', s.patch!),
        row('**checkout to membership** (the three)', s.total!),
        row('the same without the sandbox’s pay (order + PATCH: what Razorpay would not run)', s.ours!),
        row('GET /backend/api/membership/ (after the grant)', s.membership!),
        '',
        `Budget (p99 of checkout to membership under ${BUDGET_MS} ms): ${fmt(p99)} ms, ` +
          `${p99 < BUDGET_MS ? 'met' : '**not met**'} (${fmt(p99 / BUDGET_MS)}x the budget).`,
        '',
        `Afterwards: ${totals.successful} successful orders, ${totals.subscriptions} subscriptions, ` +
          `${totals.credits} ledger credits, ${totals.members} members of the group (expected ${expectedPaid} each); ` +
          `the sandbox queued ${totals.webhooks_queued} webhooks and ${totals.webhooks_delivered} were delivered ` +
          `(${checkout.flushed} of them in the final flush), ${totals.webhook_events} event ids recorded` +
          `${totalsOk ? '' : ' **MISMATCH**'}.`,
      );

      log(`${driver}: ${ROUNDS} rounds of ${DELIVERIES} concurrent deliveries`);
      const rounds: RoundResult[] = [];
      for (const [index, buyer] of roundBuyers.entries())
        rounds.push(await duplicateRound(app, database, group, buyer, index + 1));
      const columns = Object.keys(rounds[0]?.counts ?? {});
      lines.push(
        '',
        `Duplicate deliveries: ${ROUNDS} rounds, each one payment delivered ${DELIVERIES} times at once ` +
          `(${Math.ceil(DELIVERIES / 2)} PATCHes and ${Math.floor(DELIVERIES / 2)} signed webhooks with distinct ` +
          'event ids, alternating), plus the sandbox worker delivering its own two queued webhooks meanwhile:',
        '',
        `| round | ms | PATCH 200 | webhooks (status) | sandbox's own | ${columns.join(' | ')} | result |`,
        `|---|---|---|---|---|${columns.map(() => '---|').join('')}---|`,
        ...rounds.map(
          (r) =>
            `| ${r.round} | ${r.ms.toFixed(0)} | ${r.patches} | ${Object.entries(r.webhooks)
              .map(([status, n]) => `${n} ${status}`)
              .join(', ')} | ${r.sandboxDelivered} | ${columns.map((c) => r.counts[c]).join(' | ')} | ${
              r.problems.length === 0 ? 'ok' : `**FAIL**: ${r.problems.join('; ')}`
            } |`,
        ),
      );
      if (rounds.some((r) => r.problems.length > 0)) failed = true;
      lines.push(
        '',
        rounds.every((r) => r.problems.length === 0)
          ? `Every round: exactly one membership, one successful order, one ledger credit (all ${ROUNDS} rounds ok).`
          : '**Some rounds granted other than once (see above).**',
      );
    } finally {
      await close();
    }
  } finally {
    await database.close();
    await dispose();
  }
  return { text: lines.join('\n'), failed };
}

const sections: string[] = [];
let failed = false;
for (const driver of DRIVERS) {
  const result = await runDriver(driver);
  sections.push(result.text);
  failed ||= result.failed;
}
console.log(sections.join('\n\n'));
if (failed) console.error('payments bench: FAILED (a count was not what it must be)');
process.exit(failed ? 1 : 0);
