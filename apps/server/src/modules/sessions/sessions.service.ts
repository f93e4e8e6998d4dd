import type { SessionUpdateRequest } from '@tradecircle/domain';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { visitorSessions } from './sessions.tables.ts';

export type RecordSessionInput = {
  db: AppDb;
  input: SessionUpdateRequest;
  userId: number | null;
  requestIp: string;
};

/**
 * Creates or updates a visitor session. Fields the client leaves out keep their stored value;
 * a session id the server does not know starts a new session rather than failing.
 */
export async function recordSession({ db, input, userId, requestIp }: RecordSessionInput): Promise<string> {
  const values = {
    medium: input.medium ?? undefined,
    source: input.source ?? undefined,
    campaign: input.campaign ?? undefined,
    utmId: input.utm_id ?? undefined,
    utmContent: input.utm_content ?? undefined,
    utmTerm: input.utm_term ?? undefined,
    ipaddress: input.ipaddress || requestIp,
    device: input.device ?? undefined,
    ...(userId === null ? {} : { userId }),
  };
  if (input.session_id && isUuid(input.session_id)) {
    const [updated] = await db
      .update(visitorSessions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(visitorSessions.id, input.session_id))
      .returning({ id: visitorSessions.id });
    if (updated) return updated.id;
  }
  const [created] = await db
    .insert(visitorSessions)
    .values({ ...values, userId })
    .returning({ id: visitorSessions.id });
  return created!.id;
}

export async function findSession(db: AppDb, sessionId: string) {
  if (!isUuid(sessionId)) return undefined;
  const [row] = await db.select().from(visitorSessions).where(eq(visitorSessions.id, sessionId));
  return row;
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
