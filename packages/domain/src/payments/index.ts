export * from './checkout-signature.ts';
export * from './constants.ts';
export * from './coupon.ts';
export * from './membership-window.ts';
export * from './money.ts';
export * from './payout-validation.ts';
