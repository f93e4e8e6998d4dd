import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A small outlined field as MUI draws it (label in the notch of the border, 40 px tall), for the
 * moment before a lazily loaded field arrives: the real one then takes its place without moving
 * anything. Not interactive.
 */
export function OutlinedFieldPlaceholder({
  label,
  text,
  isHint = false,
  endIcon,
  sx,
}: {
  label: string;
  text: string;
  /** The text is a placeholder (greyed), not a value. */
  isHint?: boolean;
  endIcon?: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      aria-busy="true"
      sx={[
        {
          position: 'relative',
          display: 'inline-flex',
          alignItems: 'center',
          minWidth: 0,
          height: 40,
          boxSizing: 'border-box',
          pl: 1.75,
          pr: 4,
          typography: 'body1',
          color: isHint ? 'text.disabled' : 'text.primary',
          verticalAlign: 'top',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="fieldset"
        aria-hidden
        sx={{
          position: 'absolute',
          inset: '-5px 0 0',
          m: 0,
          px: 1,
          border: 1,
          borderColor: 'rgba(0, 0, 0, 0.23)',
          borderRadius: 1,
          pointerEvents: 'none',
          minWidth: 0,
        }}
      >
        <Box
          component="legend"
          sx={{ fontSize: '0.75em', px: '5px', height: 11, visibility: 'hidden', whiteSpace: 'nowrap' }}
        >
          {label}
        </Box>
      </Box>
      <Box
        component="span"
        sx={{
          position: 'absolute',
          left: 14,
          top: -9,
          fontSize: '0.75rem',
          lineHeight: 1.4375,
          color: 'text.secondary',
          whiteSpace: 'nowrap',
        }}
      >
        {label}
      </Box>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {text}
      </Box>
      {endIcon && (
        <Box
          component="span"
          sx={{ position: 'absolute', right: 7, display: 'flex', color: 'action.active' }}
        >
          {endIcon}
        </Box>
      )}
    </Box>
  );
}
