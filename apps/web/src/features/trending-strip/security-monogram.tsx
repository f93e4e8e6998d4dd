import { Avatar, type SxProps, type Theme } from '@mui/material';

// Each at least 5:1 against the light letters MUI's Avatar draws on them (WCAG AA; teal #00897b was 4:1).
const COLOURS = ['#0b3d91', '#00695c', '#6941c6', '#c4320a', '#026aa2', '#b54708', '#3f621a'];

/** A stable colour per symbol, so one stock looks the same everywhere. */
function colourFor(symbol: string): string {
  let hash = 0;
  for (const char of symbol) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? COLOURS[0]!;
}

/** Logo stand-in: the first two letters of the symbol (the seed has no security logos). */
export function SecurityMonogram({
  symbol,
  logo,
  size = 40,
  sx,
}: {
  symbol: string;
  logo?: string | null;
  size?: number;
  sx?: SxProps<Theme>;
}) {
  return (
    <Avatar
      src={logo ?? undefined}
      alt=""
      aria-hidden
      sx={[
        { width: size, height: size, fontSize: size * 0.38, fontWeight: 700, bgcolor: colourFor(symbol) },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {symbol.slice(0, 2).toUpperCase()}
    </Avatar>
  );
}
