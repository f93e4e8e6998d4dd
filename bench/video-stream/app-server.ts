/**
 * The real app (PGlite, the migrated template, local storage under VIDEO_BENCH_DATA_DIR) listening
 * on a free port of 127.0.0.1, in a process of its own so its memory is its own. Told over IPC:
 * `{ verify: id }` makes a video Verified and free (no staff round trip); `{ stop: true }` closes.
 * Tells its parent `{ ready, port, token }` once it listens, with a signed-in owner's token.
 */
import { eq } from 'drizzle-orm';
import { videos } from '../../apps/server/src/db/schema/index.ts';
import { createUser } from '../../apps/server/test/factories.ts';
import { createTestApp } from '../../apps/server/test/support.ts';

const dataDir = process.env.VIDEO_BENCH_DATA_DIR;
if (!dataDir || !process.send) throw new Error('run by run.ts (IPC and VIDEO_BENCH_DATA_DIR)');

const ctx = await createTestApp({ env: { DATA_DIR: dataDir, VIDEO_MAX_MB: '600', LOG_LEVEL: 'silent' } });
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const address = ctx.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const owner = await createUser(ctx.app, { name: 'Bench Teacher' });

process.on('message', async (message: { verify?: number; stop?: boolean }) => {
  if (message.verify) {
    await ctx.database.db
      .update(videos)
      .set({ status: 'Verified', title: 'Bench video', description: 'Bench', language: 'English' })
      .where(eq(videos.id, message.verify));
    process.send!({ verified: message.verify });
  }
  if (message.stop) {
    await ctx.close();
    process.exit(0);
  }
});
process.send({ ready: true, port, token: owner.token.access });
