import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { lazy } from 'react';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import type { AlertSecurity } from './price-alert-dialog.tsx';
import { SignedInDialogButton } from './signed-in-dialog-button.tsx';

// Loaded when first pressed: the dialog brings the form, its schema and the alerts' list.
const PriceAlertDialog = lazy(() =>
  withTimeout(import('./price-alert-dialog.tsx')).then((m) => ({ default: m.PriceAlertDialog })),
);

/** "Price alert" on a security's page (issue 34, part 3), for a signed-in user; visitors see nothing. */
export function PriceAlertButton({ security }: { security: AlertSecurity }) {
  return (
    <SignedInDialogButton
      label="Price alert"
      icon={<NotificationsActiveOutlined />}
      Dialog={PriceAlertDialog}
      dialogProps={{ security }}
    />
  );
}
