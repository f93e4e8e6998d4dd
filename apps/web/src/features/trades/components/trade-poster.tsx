import { Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { formatTradeTime, type Trade } from '@tradecircle/domain';
import { shortPersonName } from '../../../shared/ui/person-name.ts';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import { VerifiedBadge } from '../../../shared/ui/verified-badge.tsx';

/** The poster's name, shortened to first name and last initial under 768 px (trades.md §2). */
export function PosterName({ name }: { name: string }) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: 600 }} noWrap title={name}>
      {isPhone ? shortPersonName(name) : name}
    </Typography>
  );
}

/** Avatar, name, verified badge and time of posting; where the trade was copied from. */
export function TradePoster({ trade }: { trade: Trade }) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
      <UserAvatar name={trade.posted_by_name} image={trade.user_image} />
      <Stack sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <PosterName name={trade.posted_by_name} />
          {trade.is_sebi_registered && <VerifiedBadge />}
        </Stack>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={trade.created}>
          {formatTradeTime(trade.created)}
        </Typography>
        {trade.copy_origin_name && (
          <Typography variant="caption" color="text.secondary" noWrap>
            Copied from {trade.copy_origin_name}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
