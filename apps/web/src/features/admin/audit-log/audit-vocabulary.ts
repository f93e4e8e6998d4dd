import { ADMIN_TARGET_TYPES, EVERY_ADMIN_ACTION } from '@tradecircle/domain';

/** The actions and target types the filters offer: every one the server records. */
export const AUDIT_ACTIONS: readonly string[] = EVERY_ADMIN_ACTION;
export const AUDIT_TARGET_TYPES: readonly string[] = ADMIN_TARGET_TYPES;
