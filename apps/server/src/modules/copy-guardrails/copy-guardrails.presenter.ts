import type { CopyGuardrail } from '@tradecircle/domain';
import type { GuardrailRow } from './copy-guardrails.repository.ts';

export type GuardrailStanding = { openExposure: number; drawdownPercent: number };
export type GuardrailExpert = { userId: number; name: string | null; image: string | null };

export function presentGuardrail(
  row: GuardrailRow,
  expert: GuardrailExpert,
  standing: GuardrailStanding,
): CopyGuardrail {
  return {
    expert: { user_id: expert.userId, name: expert.name?.trim() || 'Someone', profile_image: expert.image },
    sizing_mode: row.sizingMode,
    lots: row.lots,
    amount: row.amount,
    capital_percent: row.capitalPercent,
    virtual_capital: row.virtualCapital,
    max_open_exposure: row.maxOpenExposure,
    copy_stop_percent: row.copyStopPercent,
    set_at: row.setAt.toISOString(),
    open_exposure: standing.openExposure,
    drawdown_percent: standing.drawdownPercent,
    tripped_at: row.trippedAt?.toISOString() ?? null,
    tripped_drawdown_percent: row.trippedDrawdownPercent,
  };
}
