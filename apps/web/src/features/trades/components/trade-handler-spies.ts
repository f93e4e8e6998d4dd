/** Card handlers for component tests (not shipped: only *.test files import it). */
import { vi } from 'vitest';
import type { TradeCardHandlers } from './trade-card-props.ts';

/** Every card handler as a spy. */
export function makeHandlers() {
  return {
    onFeature: vi.fn(),
    onDelete: vi.fn(),
    onModify: vi.fn(),
    onExit: vi.fn(),
    onUpdateReasoning: vi.fn(),
    onCopy: vi.fn(),
    onBookmark: vi.fn(),
    onShare: vi.fn(),
    onComment: vi.fn(),
    onDownloadReport: vi.fn(),
    onApplySl: vi.fn(),
    onApplyTg: vi.fn(),
    onOpenDetail: vi.fn(),
  } satisfies Required<TradeCardHandlers>;
}
