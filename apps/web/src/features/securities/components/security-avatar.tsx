import { Avatar } from '@mui/material';

/** Up to two letters: 'RELIANCE' -> 'RE', 'M&M' -> 'MM', 'BAJAJ-AUTO' -> 'BA'. */
export function monogram(symbol: string): string {
  return (
    symbol
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 2)
      .toUpperCase() || '?'
  );
}

export function SecurityAvatar({
  symbol,
  logo,
  size = 56,
}: {
  symbol: string;
  logo: string | null;
  size?: number;
}) {
  return (
    <Avatar
      src={logo ?? undefined}
      alt={logo ? `${symbol} logo` : undefined}
      variant="rounded"
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontWeight: 700, fontSize: size * 0.36 }}
    >
      {monogram(symbol)}
    </Avatar>
  );
}
