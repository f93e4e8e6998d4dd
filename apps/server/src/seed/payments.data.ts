import type { PlanPeriod } from '@tradecircle/domain';

/**
 * Demo payment setup (issue 18): the demo Premium groups' plans (rupees as an admin types them), the
 * payout accounts of the experts who run them (Verified, so their groups take payments), Meera's
 * waiting for review in the admin panel, and one coupon. The numbers are made up in the right shapes (IFSC, PAN); no real account is named.
 */

const ANANYA = '9810000001';
const MEERA = '9810000003';
const KARAN = '9810000004';

export type SeedPlan = {
  plan: PlanPeriod;
  price: string;
  discountPrice?: string;
  isDiscountPriceLive?: boolean;
};

export const SEED_GROUP_PLANS: { admin: string; group: string; plans: SeedPlan[] }[] = [
  {
    admin: ANANYA,
    group: "Ananya's Swing Desk",
    plans: [
      { plan: 'Monthly', price: '999' },
      { plan: 'Quarterly', price: '2799', discountPrice: '2499', isDiscountPriceLive: true },
      { plan: 'Yearly', price: '9999' },
    ],
  },
  {
    admin: KARAN,
    group: "Karan's Breakout Room",
    plans: [
      { plan: 'Monthly', price: '499' },
      { plan: 'Quarterly', price: '1399', discountPrice: '1199', isDiscountPriceLive: true },
      { plan: 'Yearly', price: '4999' },
    ],
  },
];

export const SEED_PAYOUT_ACCOUNTS: {
  phone: string;
  /** Pending: sent for review, the admin panel's payout queue has it to decide (issue 30). */
  status: 'Verified' | 'Pending';
  form: {
    account_holder_name: string;
    bank_name: string;
    account_number: string;
    ifsc_code: string;
    pan_number: string;
  };
}[] = [
  {
    phone: ANANYA,
    status: 'Verified',
    form: {
      account_holder_name: 'Ananya Sharma',
      bank_name: 'HDFC Bank',
      account_number: '50100234567891',
      ifsc_code: 'HDFC0000240',
      pan_number: 'ABCPS1234K',
    },
  },
  {
    phone: KARAN,
    status: 'Verified',
    form: {
      account_holder_name: 'Karan Mehta',
      bank_name: 'ICICI Bank',
      account_number: '012301234567',
      ifsc_code: 'ICIC0000123',
      pan_number: 'BCDPM5678L',
    },
  },
  {
    phone: MEERA,
    status: 'Pending',
    form: {
      account_holder_name: 'Meera Iyer',
      bank_name: 'Kotak Mahindra Bank',
      account_number: '4611234567',
      ifsc_code: 'KKBK0000958',
      pan_number: 'CDEPI9012M',
    },
  },
];

/** WELCOME10: 10% off Ananya's Swing Desk, valid a year from the seed, no usage limit. */
export const SEED_COUPON = {
  admin: ANANYA,
  group: "Ananya's Swing Desk",
  code: 'WELCOME10',
  discountPercentage: 10,
  validDays: 365,
};
