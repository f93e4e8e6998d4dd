import { useMediaQuery, useTheme } from '@mui/material';
import { TRADE_DIALOG_WIDTH_PX } from '@tradecircle/domain';

/** Full screen under the 768 px mobile breakpoint (trades.md §9). */
export function useIsFullScreenDialog(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
}

/** Trade dialogs: 700 wide, full screen under 768 px (trades.md §9). Spread onto MUI's Dialog. */
export function useTradeDialogLayout() {
  const isFullScreen = useIsFullScreenDialog();
  return {
    fullScreen: isFullScreen,
    maxWidth: false as const,
    slotProps: {
      paper: { sx: isFullScreen ? {} : { width: TRADE_DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)' } },
    },
  };
}
