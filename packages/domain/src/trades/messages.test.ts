import { describe, expect, it } from 'vitest';
import { TRADE_COMMENT_MESSAGES, TRADE_LOGIN_MESSAGES, TRADE_MESSAGES } from './messages.ts';

describe('trade messages (§5, verbatim)', () => {
  it('keeps the form messages word for word, typos included', () => {
    expect(TRADE_MESSAGES).toEqual({
      required: 'Required.',
      lotsAtLeastOne: 'For Posting a Trade Lots should be atleast 1.',
      buyTargets: 'For Buy Trade, All targets should be greater than entry price and previous targets',
      buyStopLosses:
        'For Buy Trade, First stop-loss should be lesser than entry price and all other stop losses should be lesser than previous targets',
      sellTargets: 'For Sell Trade, All targets should be lesser than entry price and previous targets',
      sellStopLosses:
        'For Sell Trade, First stop-loss should be greater than entry price and all other stop losses should be greater than previous targets',
      buyEntryPrice: 'Entry Price Should be greater than stop loss and less than target price',
      buyTargetPrice: 'Target Price Should be greater than stop loss and entry price',
      buyStopLoss: 'Stop loss should be less than entry price and target price',
      sellEntryPrice: 'Entry Price Should be greater than target price and less than stop loss',
      sellTargetPrice: 'Target price should be smaller than stop loss and entry price',
      sellStopLoss: 'Stop loss should be greater than entry price and target price',
      selectGroup: 'Please select a group',
    });
  });

  it('keeps the comment, reasoning and login messages word for word', () => {
    expect(TRADE_COMMENT_MESSAGES).toEqual({
      commentRequired: 'Field is required',
      loginToComment: 'Login to add comment here',
      reasoningRequired: 'Required.',
      loginToAddReasoning: 'Login to add reasoning here',
    });
    expect(TRADE_LOGIN_MESSAGES).toEqual({
      loginRequired: 'Login required for following action',
      loginToFollow: 'Login to Follow this trade',
    });
  });
});
