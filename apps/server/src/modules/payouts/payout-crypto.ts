import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { AppDb } from '../../db/client.ts';
import { getOrCreateSecret } from '../../db/secrets.ts';

/**
 * Payout numbers (account, PAN, GST) at rest: AES-256-GCM, a fresh 12-byte IV per value, the
 * authentication tag kept beside it. Stored as `v1:<iv>:<tag>:<data>` (base64 each), so a later
 * scheme or key can be told apart from this one.
 */
export type PayoutCipher = {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
};

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const SECRET_NAME = 'payout_encryption_key';

export function createPayoutCipher(key: Buffer): PayoutCipher {
  if (key.length !== KEY_BYTES) throw new Error(`The payout encryption key must be ${KEY_BYTES} bytes`);
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64'), tag.toString('base64'), data.toString('base64')].join(':');
    },
    decrypt(stored) {
      const [version, iv, tag, data] = stored.split(':');
      if (version !== VERSION || iv === undefined || tag === undefined || data === undefined)
        throw new Error('Unknown payout ciphertext format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The payout cipher with the configured key (PAYOUT_ENCRYPTION_KEY, base64 of 32 bytes), or else a
 * key generated on the first start and kept in the database (app_secrets), like the JWT secret.
 */
export async function payoutCipherFor(db: AppDb, configuredKey: string | undefined): Promise<PayoutCipher> {
  const encoded =
    configuredKey ??
    (await getOrCreateSecret(db, SECRET_NAME, () => randomBytes(KEY_BYTES).toString('base64')));
  return createPayoutCipher(Buffer.from(encoded, 'base64'));
}
