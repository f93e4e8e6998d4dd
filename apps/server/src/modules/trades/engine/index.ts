export type { EngineTrade, Lifecycle, Transition } from './engine.types.ts';
export { LifecycleIndex } from './lifecycle-index.ts';
export { NaiveLifecycle } from './naive-lifecycle.ts';
