import { TRADE_DIALOG_WIDTH_PX } from '@tradecircle/domain';
import { useIsFullScreenDialog } from '../../../shared/ui/use-full-screen-dialog.ts';

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
