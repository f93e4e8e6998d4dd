import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { lazy } from 'react';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import type { GuardrailExpert } from './copy-settings-dialog.tsx';
import { SignedInDialogButton } from './signed-in-dialog-button.tsx';

// Loaded when first pressed: the dialog brings the form, its schema and the guardrails' list.
const CopySettingsDialog = lazy(() =>
  withTimeout(import('./copy-settings-dialog.tsx')).then((m) => ({ default: m.CopySettingsDialog })),
);

/**
 * "Copy settings" on another user's profile (issue 34, part 3): opens the signed-in viewer's copy
 * guardrail for that expert, read again at each opening.
 */
export function CopySettingsButton({ expert }: { expert: GuardrailExpert }) {
  return (
    <SignedInDialogButton
      label="Copy settings"
      icon={<TuneOutlined />}
      Dialog={CopySettingsDialog}
      dialogProps={{ expert }}
      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
    />
  );
}
