import TollOutlined from '@mui/icons-material/TollOutlined';
import { Chip } from '@mui/material';
import { GAMIFICATION_TEXTS } from '../gamification-texts.ts';

/** The coin balance as a pill: `120 coins` with a coin icon. */
export function CoinBalance({ coins, size = 'medium' }: { coins: number; size?: 'small' | 'medium' }) {
  return (
    <Chip
      icon={<TollOutlined aria-hidden />}
      label={GAMIFICATION_TEXTS.coins(coins)}
      color="warning"
      variant="outlined"
      size={size}
      aria-label={`Coin balance: ${GAMIFICATION_TEXTS.coins(coins)}`}
      sx={{ fontWeight: 600 }}
    />
  );
}
