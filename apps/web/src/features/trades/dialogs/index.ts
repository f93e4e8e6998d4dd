export { CongratulationDialog, type CongratulationDialogProps } from './congratulation-dialog.tsx';
export {
  REVIEW_DIALOG_TITLE,
  ReviewTradeDialog,
  type ReviewTradeDialogProps,
} from './review-trade-dialog.tsx';
export { type ShareableTrade, tradeProfilePath, tradeSharePath } from './share-links.ts';
export { copyLink, ShareTradeDialog, type ShareTradeDialogProps } from './share-trade-dialog.tsx';
export { TradeComposer, type TradeComposerProps } from './trade-composer.tsx';
export type {
  CreateTradePayload,
  TradeDraft,
  TradeFormMode,
  TradeGroupOption,
  TradeKind,
} from './trade-form/form-values.ts';
export { TRADE_FORM_TITLES, TradeFormDialog, type TradeFormDialogProps } from './trade-form-dialog.tsx';
export { UpdateReasoningDialog, type UpdateReasoningDialogProps } from './update-reasoning-dialog.tsx';
