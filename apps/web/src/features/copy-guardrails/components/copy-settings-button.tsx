import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { Button } from '@mui/material';
import { lazy, useState } from 'react';
import { useIsLoggedIn } from '../../../shared/api/use-session.ts';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import type { GuardrailExpert } from './copy-settings-dialog.tsx';

// Loaded when first pressed: the dialog brings the form, its schema and the guardrails' list.
const CopySettingsDialog = lazy(() =>
  withTimeout(import('./copy-settings-dialog.tsx')).then((m) => ({ default: m.CopySettingsDialog })),
);

/**
 * "Copy settings" on another user's profile (issue 34, part 3): opens the signed-in viewer's copy
 * guardrail for that expert. Visitors see nothing (a guardrail is the viewer's own).
 */
export function CopySettingsButton({ expert }: { expert: GuardrailExpert }) {
  const isLoggedIn = useIsLoggedIn();
  // Each opening mounts the dialog afresh (the guardrail read again); closing keeps it, so it animates out.
  const [dialog, setDialog] = useState({ isOpen: false, opening: 0 });
  if (!isLoggedIn) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<TuneOutlined />}
        aria-haspopup="dialog"
        onClick={() => setDialog((last) => ({ isOpen: true, opening: last.opening + 1 }))}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        Copy settings
      </Button>
      <OnceOpened open={dialog.isOpen}>
        <CopySettingsDialog
          key={dialog.opening}
          open={dialog.isOpen}
          onClose={() => setDialog((last) => ({ ...last, isOpen: false }))}
          expert={expert}
        />
      </OnceOpened>
    </>
  );
}
