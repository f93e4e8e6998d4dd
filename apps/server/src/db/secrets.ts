import { eq } from 'drizzle-orm';
import type { AppDb } from './client.ts';
import { appSecrets } from './schema/index.ts';

/**
 * A secret kept in the database: created once (the first instance to start wins the insert) and
 * read by every instance, so tokens signed by one are accepted by all.
 */
export async function getOrCreateSecret(db: AppDb, name: string, generate: () => Promise<string> | string) {
  const candidate = await generate();
  await db
    .insert(appSecrets)
    .values({ name, value: candidate })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row!.value;
}
