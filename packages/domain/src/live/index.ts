/**
 * The live path's contract: every `/ws/security/` frame in both directions and every bus event,
 * as zod schemas with their inferred types. The server validates what it receives against them; the
 * web reads frames through light guards typed by these types (zod stays out of its first script),
 * and its tests check the guards accept exactly what the schemas accept.
 */
export * from './apply-trade-change.ts';
export * from './channels.ts';
export * from './constants.ts';
export * from './frames.ts';
export * from './notifications.ts';
export * from './sessions.ts';
export * from './ticks.ts';
export * from './trade-changes.ts';
