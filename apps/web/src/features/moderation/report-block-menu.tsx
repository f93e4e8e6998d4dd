import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, type SxProps, type Theme } from '@mui/material';
import { lazy, useState } from 'react';
import { withTimeout } from '../../shared/lazy/lazy-page.ts';
import { OnceOpened } from '../../shared/lazy/once-opened.tsx';

export { REPORT_MENU_ITEM } from './report-menu-item.ts';

const ReportBlockPopup = lazy(() =>
  withTimeout(import('./report-block-popup.tsx')).then((m) => ({ default: m.ReportBlockPopup })),
);
const ReportBlockDialog = lazy(() =>
  withTimeout(import('./report-block-dialog.tsx')).then((m) => ({ default: m.ReportBlockDialog })),
);

export interface ReportBlockMenuProps {
  /** The PROFILE id of the user the menu reports. */
  profileId: number;
  name: string;
  /** The menu button's accessible name; says whose menu it is. */
  label?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * A ⋮ menu with 'Report & Block User' opening the report dialog (platform.md §2). For other users
 * only: the caller leaves it out on one's own comments and profile, and for visitors.
 */
export function ReportBlockMenu({ profileId, name, label, size = 'small', sx }: ReportBlockMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label={label ?? `More actions for ${name}`}
        aria-haspopup="menu"
        size={size}
        sx={sx}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize={size} />
      </IconButton>
      <OnceOpened open={anchor !== null}>
        <ReportBlockPopup
          anchor={anchor}
          onClose={() => setAnchor(null)}
          onReport={() => {
            setAnchor(null);
            setIsDialogOpen(true);
          }}
        />
      </OnceOpened>
      <OnceOpened open={isDialogOpen}>
        <ReportBlockDialog
          open={isDialogOpen}
          onClose={() => setIsDialogOpen(false)}
          profileId={profileId}
          name={name}
        />
      </OnceOpened>
    </>
  );
}
