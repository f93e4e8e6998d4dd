import HelpOutline from '@mui/icons-material/HelpOutline';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { CONTACT_EMAIL } from '../../../shared/ui/app-frame.ts';
import { GAMIFICATION_TEXTS } from '../gamification-texts.ts';

/** Need Help: How to earn (a dialog) and Contact Us (a mail to support). */
export function NeedHelpMenu({ onHowToEarn }: { onHowToEarn: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<HelpOutline />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {GAMIFICATION_TEXTS.needHelp}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            onHowToEarn();
          }}
        >
          {GAMIFICATION_TEXTS.howToEarn}
        </MenuItem>
        <MenuItem
          component="a"
          href={`mailto:${CONTACT_EMAIL}?subject=Coins%20and%20rewards`}
          onClick={close}
        >
          {GAMIFICATION_TEXTS.contactUs}
        </MenuItem>
      </Menu>
    </>
  );
}
