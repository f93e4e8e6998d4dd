import { describe, expect, it } from 'vitest';
import { COPY_GUARDRAIL_MESSAGES, CopyGuardrailSettingsSchema } from './copy-guardrails.ts';

const issues = (value: unknown) => {
  const result = CopyGuardrailSettingsSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the guardrail settings', () => {
  it('take each sizing mode with its figure', () => {
    expect(
      issues({ sizing_mode: 'lots', lots: 2, max_open_exposure: 50_000, copy_stop_percent: 10 }),
    ).toEqual([]);
    expect(issues({ sizing_mode: 'amount', amount: 10_000, max_open_exposure: 50_000 })).toEqual([]);
    expect(
      issues({
        sizing_mode: 'capital_percent',
        capital_percent: 2.5,
        virtual_capital: 500_000,
        max_open_exposure: 50_000,
        copy_stop_percent: null,
      }),
    ).toEqual([]);
  });

  it("refuse a mode without its figure, or with another mode's", () => {
    expect(issues({ sizing_mode: 'lots', max_open_exposure: 50_000 })).toEqual([
      ['lots', COPY_GUARDRAIL_MESSAGES.lotsRequired],
    ]);
    expect(issues({ sizing_mode: 'capital_percent', capital_percent: 5, max_open_exposure: 1 })).toEqual([
      ['virtual_capital', COPY_GUARDRAIL_MESSAGES.virtualCapitalRequired],
    ]);
    expect(issues({ sizing_mode: 'amount', amount: 10, lots: 2, max_open_exposure: 1 })).toEqual([
      ['lots', 'lots does not apply when sizing_mode is amount'],
    ]);
  });

  it('refuse out-of-range figures', () => {
    expect(issues({ sizing_mode: 'lots', lots: 0.5, max_open_exposure: 0, copy_stop_percent: 0 })).toEqual([
      ['lots', COPY_GUARDRAIL_MESSAGES.lots],
      ['max_open_exposure', COPY_GUARDRAIL_MESSAGES.maxOpenExposure],
      ['copy_stop_percent', COPY_GUARDRAIL_MESSAGES.copyStopPercent],
    ]);
    expect(issues({ sizing_mode: 'shares', max_open_exposure: 10 })).toEqual([
      ['sizing_mode', COPY_GUARDRAIL_MESSAGES.sizingMode],
    ]);
  });
});
