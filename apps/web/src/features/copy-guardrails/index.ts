/** The copy guardrails feature's public entry (issue 34, part 3). Re-exports only. */
export { CopySettingsButton } from './components/copy-settings-button.tsx';
export { GuardrailForm } from './components/guardrail-form.tsx';
export { PriceAlertButton } from './components/price-alert-button.tsx';
export { PriceAlertForm } from './components/price-alert-form.tsx';
export { useFiredAlertPath } from './fired-alert-path.ts';
export { COPY_GUARDRAILS_PATH } from './paths.ts';
export { copyGuardrailKeys, priceAlertKeys } from './query-keys.ts';
