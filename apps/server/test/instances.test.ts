import { describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  randomRedisPrefix,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
} from './support.ts';

/** Two server instances on one PostgreSQL and one Redis, as in the scaling-out guide. */
describe.runIf(TEST_DATABASE_URL && TEST_REDIS_URL)(
  'two instances (runs in the PostgreSQL + Redis pass)',
  () => {
    it('deliver the same ticks: a price set through one reaches a socket on the other', async () => {
      const database = await createTestDatabase();
      const shared = { database, redisPrefix: randomRedisPrefix() };
      const first = await createTestApp({ seed: true, shared });
      const second = await createTestApp({ shared });
      try {
        const { id } = (await first.app.inject({ url: '/backend/api/trade/security-info/INFY-NSE' })).json();
        const socket = await second.app.injectWS('/ws/security/');
        const received = new Promise<number>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no tick reached the other instance')), 10_000);
          socket.on('message', (data) => {
            const frame = JSON.parse(data.toString());
            for (const tick of Array.isArray(frame) ? frame : [frame]) {
              if (tick.pk === id && tick.fields.live_price === 1777.7) {
                clearTimeout(timer);
                resolve(tick.fields.live_price);
              }
            }
          });
        });
        socket.send(JSON.stringify({ type: 'security', ids: [id] }));
        // Leadership is taken within a moment; keep asking until the leader has applied the price.
        const deadline = Date.now() + 8000;
        let settled = false;
        void received.then(() => {
          settled = true;
        });
        while (!settled && Date.now() < deadline) {
          await first.app.inject({
            method: 'POST',
            url: '/backend/api/dev/market/price',
            payload: { id, price: 1777.7 },
          });
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        expect(await received).toBe(1777.7);
        // Both quote books agree. The simulator ticks every 100 ms here, so the scripted price may
        // already have moved on: compare the two books, read together until no tick falls between.
        const livePriceOn = async (instance: typeof first) =>
          (
            await instance.app.inject({
              method: 'POST',
              url: '/backend/api/trade/update-live-price/',
              payload: { id },
            })
          ).json().live_price as number;
        await expect
          .poll(async () => {
            const [onFirst, onSecond] = await Promise.all([livePriceOn(first), livePriceOn(second)]);
            return onFirst === onSecond && typeof onFirst === 'number';
          })
          .toBe(true);
        socket.terminate();
      } finally {
        await second.close();
        await first.close();
        await database.close();
      }
    });
  },
);
