import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { Button } from '@mui/material';
import { lazy, useState } from 'react';
import { useIsLoggedIn } from '../../../shared/api/use-session.ts';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../../shared/lazy/once-opened.tsx';
import type { AlertSecurity } from './price-alert-dialog.tsx';

// Loaded when first pressed: the dialog brings the form, its schema and the alerts' list.
const PriceAlertDialog = lazy(() =>
  withTimeout(import('./price-alert-dialog.tsx')).then((m) => ({ default: m.PriceAlertDialog })),
);

/** "Price alert" on a security's page (issue 34, part 3), for a signed-in user; visitors see nothing. */
export function PriceAlertButton({ security }: { security: AlertSecurity }) {
  const isLoggedIn = useIsLoggedIn();
  const [dialog, setDialog] = useState({ isOpen: false, opening: 0 });
  if (!isLoggedIn) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<NotificationsActiveOutlined />}
        aria-haspopup="dialog"
        onClick={() => setDialog((last) => ({ isOpen: true, opening: last.opening + 1 }))}
      >
        Price alert
      </Button>
      <OnceOpened open={dialog.isOpen}>
        <PriceAlertDialog
          key={dialog.opening}
          open={dialog.isOpen}
          onClose={() => setDialog((last) => ({ ...last, isOpen: false }))}
          security={security}
        />
      </OnceOpened>
    </>
  );
}
