import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';
import { IconButton, ListItemIcon, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/index.ts';
import { COPY_GUARDRAILS_PATH } from '../../features/copy-guardrails/index.ts';
import { VIDEO_PATHS } from '../../features/videos/index.ts';
import { clearAllStorage, readSession } from '../../shared/api/session.ts';
import { ROUTE_PATHS, routeTo } from '../../shared/routing/route-names.ts';

/** The trade report list (platform.md §2 route table; not one of the spec's named routes). */
const TRADE_REPORTS_PATH = '/Download-Trade-Report-List';
/** The admin panel (platform.md §2 route table): shown to super admins, the flag read at sign-in. */
const ADMIN_PANEL_PATH = '/admin';
/** One search over stocks and experts (platform.md §2 route table). */
const SEARCH_PAGE_PATH = '/search-page';

export function AccountMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const close = () => setAnchor(null);

  const go = (path: string) => () => {
    close();
    navigate(path);
  };
  const handleLogout = async () => {
    close();
    const { access, refresh } = readSession();
    // Cleared before the server revokes the tokens, so no call still in flight or starting now
    // carries a token the server is about to refuse.
    clearAllStorage();
    navigate(routeTo('landing'));
    if (access && refresh) {
      // Revoking the tokens is best effort: the user is logged out here either way.
      await logout({ access, refresh }).catch((error: unknown) => console.error('Logout call failed', error));
    }
  };

  return (
    <>
      <Tooltip title="Account">
        <IconButton
          aria-label="Account"
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          color="primary"
        >
          <AccountCircleOutlined />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={go(routeTo('ProfilePage'))}>
          <ListItemIcon>
            <AccountCircleOutlined fontSize="small" />
          </ListItemIcon>
          My Profile
        </MenuItem>
        <MenuItem onClick={go(SEARCH_PAGE_PATH)}>
          <ListItemIcon>
            <SearchOutlined fontSize="small" />
          </ListItemIcon>
          Search
        </MenuItem>
        <MenuItem onClick={go(ROUTE_PATHS.membership)}>
          <ListItemIcon>
            <CardMembershipOutlined fontSize="small" />
          </ListItemIcon>
          My Memberships
        </MenuItem>
        <MenuItem onClick={go(ROUTE_PATHS.transactions)}>
          <ListItemIcon>
            <ReceiptLongOutlined fontSize="small" />
          </ListItemIcon>
          Transactions
        </MenuItem>
        <MenuItem onClick={go(VIDEO_PATHS.mine)}>
          <ListItemIcon>
            <VideoLibraryOutlined fontSize="small" />
          </ListItemIcon>
          Video and Playlist
        </MenuItem>
        <MenuItem onClick={go(COPY_GUARDRAILS_PATH)}>
          <ListItemIcon>
            <TuneOutlined fontSize="small" />
          </ListItemIcon>
          Copy Guardrails
        </MenuItem>
        <MenuItem onClick={go(TRADE_REPORTS_PATH)}>
          <ListItemIcon>
            <DescriptionOutlined fontSize="small" />
          </ListItemIcon>
          Trade Reports
        </MenuItem>
        {(readSession().isSuperuser || readSession().isStaff) && (
          <MenuItem onClick={go(ADMIN_PANEL_PATH)}>
            <ListItemIcon>
              <AdminPanelSettingsOutlined fontSize="small" />
            </ListItemIcon>
            Admin Panel
          </MenuItem>
        )}
        <MenuItem onClick={handleLogout}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
