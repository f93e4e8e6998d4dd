import { ListItemText, Menu, MenuItem } from '@mui/material';
import { REPORT_MENU_ITEM } from '../../moderation/index.ts';
import { PAYMENT_TEXTS } from '../../payments/index.ts';
import { GROUP_TEXTS } from '../group-texts.ts';

export type GroupMenuChoice =
  | 'edit'
  | 'members'
  | 'trade'
  | 'participants'
  | 'plans'
  | 'coupons'
  | 'delete'
  | 'info'
  | 'leave'
  | 'report';

type Item = { choice: GroupMenuChoice; label: string; isDanger?: boolean };

/** The admin's items (a premium group's plans and coupons too) and a member's, in the menu's order. */
function itemsFor(isAdmin: boolean, isPremium: boolean): Item[] {
  if (!isAdmin) {
    return [
      { choice: 'members', label: 'View members' },
      { choice: 'info', label: 'Group details' },
      { choice: 'leave', label: GROUP_TEXTS.leave },
      { choice: 'report', label: REPORT_MENU_ITEM },
    ];
  }
  return [
    { choice: 'edit', label: 'Edit' },
    { choice: 'members', label: 'View members' },
    { choice: 'trade', label: 'Add group trades' },
    { choice: 'participants', label: 'Select participants' },
    ...(isPremium
      ? [
          { choice: 'plans' as const, label: PAYMENT_TEXTS.subscriptionPlans },
          { choice: 'coupons' as const, label: PAYMENT_TEXTS.coupons },
        ]
      : []),
    { choice: 'delete', label: 'Delete', isDanger: true },
  ];
}

/** The group page's ⋮ menu (loaded by GroupActions when first opened). */
export function GroupActionsMenu({
  anchor,
  onClose,
  isAdmin,
  isPremium,
  onChoose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  isAdmin: boolean;
  isPremium: boolean;
  onChoose: (choice: GroupMenuChoice) => void;
}) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {itemsFor(isAdmin, isPremium).map((item) => (
        <MenuItem
          key={item.choice}
          onClick={() => onChoose(item.choice)}
          sx={item.isDanger ? { color: 'error.main' } : undefined}
        >
          <ListItemText>{item.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
