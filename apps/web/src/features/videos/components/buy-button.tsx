import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Button } from '@mui/material';
import { formatVideoPrice } from '@tradecircle/domain';
import { useNavigate } from 'react-router';
import { useIsLoggedIn } from '../../../shared/api/use-session.ts';
import { routeTo } from '../../../shared/routing/route-names.ts';
import { useVideoCheckout } from '../../payments/index.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';

interface BuyButtonProps {
  kind: 'video' | 'playlist';
  id: number;
  price: number | null;
  fullWidth?: boolean;
}

/**
 * Buy a paid video or a whole playlist through the payments checkout (the server prices the order).
 * A guest is sent to sign in first (§1: buying needs a login).
 */
export function BuyButton({ kind, id, price, fullWidth }: BuyButtonProps) {
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const checkout = useVideoCheckout();
  const amount = formatVideoPrice({ is_free: false, price });
  if (!isLoggedIn) {
    return (
      <Button variant="contained" fullWidth={fullWidth} onClick={() => navigate(routeTo('AuthPage'))}>
        {VIDEO_TEXTS.loginToBuy}
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      startIcon={<ShoppingCartIcon />}
      fullWidth={fullWidth}
      loading={checkout.isPending}
      onClick={() => checkout.buy({ kind, id })}
    >
      {kind === 'video' ? VIDEO_TEXTS.buyVideo(amount) : VIDEO_TEXTS.buyPlaylist(amount)}
    </Button>
  );
}
