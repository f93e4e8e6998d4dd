import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import { Chip, Stack, Typography } from '@mui/material';
import { formatPercent, type NewsItem } from '@tradecircle/domain';
import { Link as RouterLink } from 'react-router';
import { securityPath } from '../../../shared/routing/route-names.ts';
import { NEWS_TEXTS } from '../news-texts.ts';

/** How many tagged securities a news item shows (platform.md §2). */
export const MAX_GROWTH_CHIPS = 2;

/**
 * 'Since News': the change of up to two securities the item names, from its publication to now,
 * green when up and red when down. `isLinked` makes each chip open its security (not inside a card
 * that is itself a link).
 */
export function GrowthChips({
  growth,
  isLinked = false,
}: {
  growth: NewsItem['all_growth'];
  isLinked?: boolean;
}) {
  const shown = growth.slice(0, MAX_GROWTH_CHIPS);
  if (shown.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {NEWS_TEXTS.sinceNews}
      </Typography>
      {shown.map((security) => {
        const isUp = security.growth > 0;
        const isDown = security.growth < 0;
        const direction = isUp ? 'up' : isDown ? 'down' : 'unchanged';
        const chip = {
          size: 'small',
          variant: 'outlined',
          color: isUp ? 'success' : isDown ? 'error' : 'default',
          icon: isUp ? <ArrowDropUpIcon /> : isDown ? <ArrowDropDownIcon /> : undefined,
          label: `${security.symbol} ${formatPercent(security.growth)}`,
          'aria-label': `${security.symbol} ${direction} ${formatPercent(security.growth)} since the news`,
          'data-direction': direction,
          sx: { fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
        } as const;
        return isLinked ? (
          <Chip
            key={security.id}
            {...chip}
            component={RouterLink}
            to={securityPath(security.symbol, security.exchange)}
            clickable
          />
        ) : (
          <Chip key={security.id} {...chip} />
        );
      })}
    </Stack>
  );
}
