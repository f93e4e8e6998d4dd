import { Box, type BoxProps } from '@mui/material';

export type TagColour = 'default' | 'success' | 'error' | 'warning';

const FILLED: Record<TagColour, { bgcolor: string; color: string }> = {
  default: { bgcolor: 'action.selected', color: 'text.primary' },
  success: { bgcolor: 'success.main', color: 'success.contrastText' },
  error: { bgcolor: 'error.main', color: 'error.contrastText' },
  warning: { bgcolor: 'warning.main', color: 'warning.contrastText' },
};

export interface TagProps extends Omit<BoxProps<'span'>, 'color'> {
  label: string;
  colour?: TagColour;
  variant?: 'filled' | 'outlined';
}

/**
 * A small label pill that looks like MUI's small Chip, without Chip's code: a trade card shows three
 * (side, status, exchange) and Chip was 2.6 kB of every trade list's first script. Marked `data-tag`;
 * takes a tooltip's ref and handlers like any span.
 */
export function Tag({ label, colour = 'default', variant = 'filled', sx, ...rest }: TagProps) {
  const look =
    variant === 'filled'
      ? FILLED[colour]
      : {
          color: colour === 'default' ? 'text.primary' : `${colour}.main`,
          border: 1,
          borderColor: colour === 'default' ? 'grey.400' : `${colour}.main`,
        };
  return (
    <Box
      component="span"
      data-tag=""
      {...rest}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          boxSizing: 'border-box',
          height: 24,
          px: variant === 'filled' ? 1 : '7px',
          borderRadius: 4,
          fontSize: '0.8125rem',
          lineHeight: 1,
          whiteSpace: 'nowrap',
          verticalAlign: 'middle',
          ...look,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {label}
    </Box>
  );
}
