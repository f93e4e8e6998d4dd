import { useMediaQuery, useTheme } from '@mui/material';

/** Full screen under the 768 px mobile breakpoint (trades.md §9): the trade, poll and SEBI dialogs. */
export function useIsFullScreenDialog(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
}
