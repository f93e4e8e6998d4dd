import { ListItemText, Menu, MenuItem } from '@mui/material';
import { REPORT_MENU_ITEM } from './report-menu-item.ts';

/** ReportBlockMenu's popup: loaded when the ⋮ button is first pressed (MUI Menu brings Popover and Modal). */
export function ReportBlockPopup({
  anchor,
  onClose,
  onReport,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  onReport: () => void;
}) {
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem onClick={onReport}>
        <ListItemText>{REPORT_MENU_ITEM}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
