import { Box } from '@mui/material';

/**
 * A horizontal rule drawn as MUI's Divider (an <hr>, a hairline in the theme's divider colour) without
 * Divider's code: each trade card has one, and Divider was 1.5 kB of every trade list's first script.
 */
export function Rule() {
  return (
    <Box
      component="hr"
      sx={{ m: 0, flexShrink: 0, border: 0, borderBottom: 'thin solid', borderColor: 'divider' }}
    />
  );
}
