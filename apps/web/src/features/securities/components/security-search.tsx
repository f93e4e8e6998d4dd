import type { SxProps, Theme } from '@mui/material/styles';
import { useNavigate } from 'react-router';
import { securityPath } from '../../../shared/routing/route-names.ts';
import { SecurityPicker } from '../../../shared/security-picker/security-picker.tsx';

interface SecuritySearchProps {
  autoFocus?: boolean;
  /** Called after navigating to a security (e.g. to close the dialog holding the box). */
  onNavigate?: () => void;
  sx?: SxProps<Theme>;
}

/** The security picker as a search box: choosing a result opens its security page. */
export function SecuritySearch({ autoFocus, onNavigate, sx }: SecuritySearchProps) {
  const navigate = useNavigate();
  return (
    <SecurityPicker
      variant="search"
      ariaLabel="Search securities"
      placeholder="Search stocks"
      autoFocus={autoFocus}
      sx={sx}
      onChange={(security) => {
        if (!security) return;
        navigate(securityPath(security.symbol, security.exchange));
        onNavigate?.();
      }}
    />
  );
}
