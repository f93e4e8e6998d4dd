import type { AppConfig } from '../../config.ts';
import type { AppDb } from '../../db/client.ts';
import { createSandboxSmsProvider } from '../../sandboxes/sms/index.ts';
import { createMsg91SmsProvider } from './msg91-sms.provider.ts';
import type { SmsProvider } from './sms.provider.ts';

export type { SmsProvider } from './sms.provider.ts';

export function createSmsProvider(config: AppConfig, db: AppDb): SmsProvider {
  return config.sms.provider === 'msg91' ? createMsg91SmsProvider(config.sms) : createSandboxSmsProvider(db);
}
