import type {
  PaymentInfoAnswerSchema,
  PaymentInfoFormSchema,
  PaymentInfoSavedSchema,
  PayoutLedgerQuerySchema,
  PayoutLedgerSchema,
} from '../schemas/payment-setup.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

type PaymentInfoSave = {
  body: In<typeof PaymentInfoFormSchema>;
  response: Out<typeof PaymentInfoSavedSchema>;
};

/** The payouts' calls (docs/api.md "Payments"): payout information and the payout ledger. */
export const PAYOUT_ENDPOINTS = {
  paymentInfo: endpoint<{ response: Out<typeof PaymentInfoAnswerSchema> }>('GET', '/api/payment-info/'),
  /** The first save; `updatePaymentInfo` the same, by PUT. */
  createPaymentInfo: endpoint<PaymentInfoSave>('POST', '/api/payment-info/'),
  updatePaymentInfo: endpoint<PaymentInfoSave>('PUT', '/api/payment-info/'),
  payoutLedger: endpoint<{
    query: In<typeof PayoutLedgerQuerySchema>;
    response: Out<typeof PayoutLedgerSchema>;
  }>('GET', '/api/payout-ledger/'),
} as const;
