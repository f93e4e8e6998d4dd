import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { otpMessage, type SmsProvider } from '../../providers/sms/sms.provider.ts';
import { smsOutbox } from './sms-outbox.tables.ts';

/** Never sends an SMS: keeps each message in the outbox table, readable by the dev route. */
export function createSandboxSmsProvider(db: AppDb): SmsProvider {
  return {
    kind: 'sandbox',
    sendOtp: async (phone, otp) => {
      await db.insert(smsOutbox).values({ phone, message: otpMessage(otp) });
    },
  };
}

export async function readOutbox(db: AppDb, phone: string, limit = 20) {
  return db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
}
