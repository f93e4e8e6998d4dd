/**
 * Trade-area validation and login messages of trades.md §5, verbatim (typos such as 'atleast' and
 * 'lesser' included). Where §5 ends a message with a sentence full stop outside quotes, the stop is
 * kept only for 'Required.' and the lots message, which §5 writes as "Message: ...".
 */
export const TRADE_MESSAGES = {
  required: 'Required.',
  lotsAtLeastOne: 'For Posting a Trade Lots should be atleast 1.',

  // Intermediate target / stop-loss rows.
  buyTargets: 'For Buy Trade, All targets should be greater than entry price and previous targets',
  buyStopLosses:
    'For Buy Trade, First stop-loss should be lesser than entry price and all other stop losses should be lesser than previous targets',
  sellTargets: 'For Sell Trade, All targets should be lesser than entry price and previous targets',
  sellStopLosses:
    'For Sell Trade, First stop-loss should be greater than entry price and all other stop losses should be greater than previous targets',

  // Overall messages for the entry price, first target and first stop loss.
  buyEntryPrice: 'Entry Price Should be greater than stop loss and less than target price',
  buyTargetPrice: 'Target Price Should be greater than stop loss and entry price',
  buyStopLoss: 'Stop loss should be less than entry price and target price',
  sellEntryPrice: 'Entry Price Should be greater than target price and less than stop loss',
  sellTargetPrice: 'Target price should be smaller than stop loss and entry price',
  sellStopLoss: 'Stop loss should be greater than entry price and target price',

  selectGroup: 'Please select a group',
} as const;

/** Comment and reasoning forms (§5). */
export const TRADE_COMMENT_MESSAGES = {
  commentRequired: 'Field is required',
  loginToComment: 'Login to add comment here',
  reasoningRequired: 'Required.',
  loginToAddReasoning: 'Login to add reasoning here',
} as const;

/** Actions that send an anonymous visitor to login (§5). */
export const TRADE_LOGIN_MESSAGES = {
  loginRequired: 'Login required for following action',
  loginToFollow: 'Login to Follow this trade',
} as const;

export type TradeMessage = (typeof TRADE_MESSAGES)[keyof typeof TRADE_MESSAGES];

/**
 * A new trade (or copy) on a futures or options contract whose expiry has passed (15:30 IST on its
 * expiry date): refused with 400, naming the contract and when it expired.
 */
export function contractExpiredMessage(contractName: string, expiredOn: string): string {
  return `${contractName} expired on ${expiredOn} at 15:30 IST; choose a contract of the current series`;
}
