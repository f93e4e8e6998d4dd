// Wire shapes of payment setup (issue 18; docs/api.md "Payments"): plans, coupons, payout information.
import { z } from 'zod';
import { PAYOUT_VERIFICATION_STATUSES, PLAN_PERIODS } from '../payments/constants.ts';
import { MAX_PLAN_PRICE_PAISE, parseRupeesToPaise } from '../payments/money.ts';
import { checkPayoutForm } from '../payments/payout-validation.ts';
import { SEBI_USER_TYPES } from '../sebi/registration.ts';
import { detailCountSchema, namedPageSchema, PageInfoSchema } from './common.ts';
import { recordIdParamSchema, recordIdSchema } from './record-id.ts';

// ---------------------------------------------------------------------------------------------
// Plans

/** A group's plan as every Group answer's `price` and the plans call show it (rupees). */
export const PlanSchema = z.object({
  id: z.number().int(),
  /** The period, e.g. 'Monthly'. */
  plan: z.enum(PLAN_PERIODS),
  plan_name: z.enum(PLAN_PERIODS),
  price: z.number(),
  discount_price: z.number().nullable(),
  is_discount_price_live: z.boolean(),
  /** round((price − discount_price) / price × 100) while the discount is live, else 0. */
  discount_percentage: z.number().int(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PLAN_MESSAGES = {
  saved: 'Plans saved',
  price: 'Price must be in rupees with at most two decimals',
  minimum: 'Price must be at least ₹1',
  maximum: 'Price must be at most ₹10,00,000',
  discountBelowPrice: 'Discount price must be below the price',
  periodOnce: 'Each plan period may appear once',
  premiumOnly: 'Plans can be set for Premium groups only',
} as const;

/**
 * Rupees as typed (a JSON number or its text: 499, 499.5, '499.50') read exactly into paise through
 * their text; more than two decimals, signs, exponents and other text are refused.
 */
const rupeesAsPaise = z
  .union([z.number(), z.string()], { message: PLAN_MESSAGES.price })
  .transform((value, context) => {
    const paise = parseRupeesToPaise(String(value));
    if (paise === null) {
      context.addIssue({ code: 'custom', message: PLAN_MESSAGES.price });
      return z.NEVER;
    }
    return paise;
  })
  .refine((paise) => paise >= 100, PLAN_MESSAGES.minimum)
  .refine((paise) => paise <= MAX_PLAN_PRICE_PAISE, PLAN_MESSAGES.maximum);

export const PlanInputSchema = z
  .object({
    plan: z.enum(PLAN_PERIODS, { message: `plan is one of ${PLAN_PERIODS.join(', ')}` }),
    price: rupeesAsPaise,
    discount_price: rupeesAsPaise.nullish(),
    is_discount_price_live: z.boolean().optional(),
  })
  .refine((plan) => plan.discount_price == null || plan.discount_price < plan.price, {
    message: PLAN_MESSAGES.discountBelowPrice,
    path: ['discount_price'],
  });

/** PUT group-plans: the whole set of plans (prices arrive in rupees and leave the parse in paise). */
export const PlansUpdateSchema = z.object({
  plans: z
    .array(PlanInputSchema)
    .max(PLAN_PERIODS.length, PLAN_MESSAGES.periodOnce)
    .refine(
      (plans) => new Set(plans.map((plan) => plan.plan)).size === plans.length,
      PLAN_MESSAGES.periodOnce,
    ),
});
/** What the browser sends (rupees). */
export type PlansUpdate = z.input<typeof PlansUpdateSchema>;
/** What the server reads (paise). */
export type PlansUpdateParsed = z.output<typeof PlansUpdateSchema>;

export const PlansAnswerSchema = z.object({ plans: z.array(PlanSchema) });
export const PlansSavedSchema = z.object({ message: z.string(), plans: z.array(PlanSchema) });
export const GroupPlansPathSchema = z.object({
  group_id: recordIdParamSchema('group_id must be a group id'),
});

// ---------------------------------------------------------------------------------------------
// Coupons

export const COUPON_FORM_MESSAGES = {
  created: 'Coupon created',
  deactivated: 'Coupon deactivated',
  code: 'Coupon code is 3 to 32 letters or digits',
  codeTaken: 'You already have a coupon with this code',
  percentage: 'Discount percentage is a whole number from 1 to 100',
  usageLimit: 'Usage limit is a whole number from 1',
  date: 'Dates are YYYY-MM-DD or an ISO date and time',
  window: 'valid_until must be after valid_from',
  group: 'Coupons are for your own Premium groups',
  notFound: 'Coupon not found',
} as const;

export const CouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** null: every group of the admin. */
  group: z.number().int().nullable(),
  group_name: z.string().nullable(),
  discount_percentage: z.number().int(),
  valid_from: z.string(),
  valid_until: z.string(),
  usage_limit: z.number().int().nullable(),
  times_used: z.number().int(),
  is_active: z.boolean(),
});
/** A coupon as its admin sees it (the domain's `Coupon` is the rule's input). */
export type CouponEntry = z.infer<typeof CouponSchema>;

const IST_OFFSET = '+05:30';
/**
 * A date alone is a whole day in India: valid_from starts at its 00:00 IST, valid_until ends at the
 * next day's 00:00 IST. A date and time (with its offset) is taken as it is.
 */
const couponDate = (edge: 'start' | 'end') =>
  z
    .string({ message: COUPON_FORM_MESSAGES.date })
    .trim()
    .refine(
      (text) =>
        z.iso.date().safeParse(text).success || z.iso.datetime({ offset: true }).safeParse(text).success,
      COUPON_FORM_MESSAGES.date,
    )
    .transform((text) => {
      if (!z.iso.date().safeParse(text).success) return new Date(text);
      const start = new Date(`${text}T00:00:00${IST_OFFSET}`);
      return edge === 'start' ? start : new Date(start.getTime() + 86_400_000);
    });

export const CouponCreateSchema = z
  .object({
    code: z
      .string({ message: COUPON_FORM_MESSAGES.code })
      .trim()
      .regex(/^[A-Za-z0-9]{3,32}$/, COUPON_FORM_MESSAGES.code)
      .transform((code) => code.toUpperCase()),
    group: recordIdSchema('group must be a group id').nullable().default(null),
    discount_percentage: z
      .number({ message: COUPON_FORM_MESSAGES.percentage })
      .int(COUPON_FORM_MESSAGES.percentage)
      .min(1, COUPON_FORM_MESSAGES.percentage)
      .max(100, COUPON_FORM_MESSAGES.percentage),
    valid_from: couponDate('start'),
    valid_until: couponDate('end'),
    usage_limit: z
      .number({ message: COUPON_FORM_MESSAGES.usageLimit })
      .int(COUPON_FORM_MESSAGES.usageLimit)
      .min(1, COUPON_FORM_MESSAGES.usageLimit)
      .max(1_000_000, COUPON_FORM_MESSAGES.usageLimit)
      .nullish(),
  })
  .refine((coupon) => coupon.valid_until > coupon.valid_from, {
    message: COUPON_FORM_MESSAGES.window,
    path: ['valid_until'],
  });
export type CouponCreate = z.input<typeof CouponCreateSchema>;
export type CouponCreateParsed = z.output<typeof CouponCreateSchema>;

export const CouponListSchema = z.object({ coupons: z.array(CouponSchema) });
export const CouponCreatedSchema = z.object({ message: z.string(), coupon: CouponSchema });

export const ValidCouponQuerySchema = z.object({
  coupon_code: z
    .string({ message: 'coupon_code is required' })
    .trim()
    .min(1, 'coupon_code is required')
    .max(64),
  group: recordIdParamSchema('group must be a group id'),
});
/** 'Valid Coupon' with its id and percentage, or the reason (COUPON_MESSAGES) with null and 0. */
export const ValidCouponAnswerSchema = z.object({
  message: z.string(),
  coupon_id: z.number().int().nullable(),
  discount_percentage: z.number(),
});
export type ValidCouponAnswer = z.infer<typeof ValidCouponAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Payout (payment) information

/** A group's admin's payout status, in every Group answer (remark only to the admin). */
export const AdminPaymentInfoSchema = z.object({
  id: z.number().int(),
  verification_status: z.enum(PAYOUT_VERIFICATION_STATUSES),
  remark: z.string().nullable(),
  profile: z.object({
    sebi_user_type: z.enum(SEBI_USER_TYPES).nullable(),
    sebi_registration_num: z.string().nullable(),
  }),
});
export type AdminPaymentInfo = z.infer<typeof AdminPaymentInfoSchema>;

/** Someone's own payout information; the numbers masked ('XXXXXX1234'), never in full. */
export const PaymentInfoSchema = z.object({
  id: z.number().int(),
  account_holder_name: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  ifsc_code: z.string(),
  pan_number: z.string(),
  gst_number: z.string().nullable(),
  verification_status: z.enum(PAYOUT_VERIFICATION_STATUSES),
  remark: z.string().nullable(),
});
export type PaymentInfo = z.infer<typeof PaymentInfoSchema>;

export const PAYMENT_INFO_MESSAGES = {
  saved: 'Payment information saved',
  verifiedLocked: 'Verified payment information cannot be changed',
  invalid: 'Please correct the payment information',
  bankName: 'Bank name is at most 100 characters',
  userNotFound: 'No payment information for this user',
  verified: 'Payment information updated',
} as const;

const formText = (max: number) => z.string().max(max);

/** The payout form's fields (wire names); the rules are checkPayoutForm's (paymentInfoFormErrors). */
export const PaymentInfoFormFieldsSchema = z.object({
  account_holder_name: formText(200),
  bank_name: z.string().trim().max(100, PAYMENT_INFO_MESSAGES.bankName).nullish(),
  account_number: formText(64),
  ifsc_code: formText(32),
  pan_number: formText(32),
  gst_number: formText(32).nullish(),
});
export type PaymentInfoForm = z.input<typeof PaymentInfoFormFieldsSchema>;

/**
 * checkPayoutForm over the wire form: errors under the wire field names, and the cleaned values
 * (trimmed, upper case, spaces out of the account number; an empty GST number is null).
 */
export function paymentInfoFormErrors(form: z.output<typeof PaymentInfoFormFieldsSchema>) {
  const { errors, clean } = checkPayoutForm({
    account_holder_name: form.account_holder_name,
    account_number: form.account_number,
    ifsc: form.ifsc_code,
    pan: form.pan_number,
    gst: form.gst_number ?? null,
  });
  const wireErrors: Partial<Record<keyof PaymentInfoForm, string>> = {};
  if (errors.account_holder_name) wireErrors.account_holder_name = errors.account_holder_name;
  if (errors.account_number) wireErrors.account_number = errors.account_number;
  if (errors.ifsc) wireErrors.ifsc_code = errors.ifsc;
  if (errors.pan) wireErrors.pan_number = errors.pan;
  if (errors.gst) wireErrors.gst_number = errors.gst;
  return {
    errors: wireErrors,
    clean: {
      account_holder_name: clean.account_holder_name,
      bank_name: form.bank_name?.trim() ?? '',
      account_number: clean.account_number,
      ifsc_code: clean.ifsc,
      pan_number: clean.pan,
      gst_number: clean.gst ?? null,
    },
  };
}

/** The form with the rules applied (PAYOUT_MESSAGES per field): the route's body and the web form's resolver. */
export const PaymentInfoFormSchema = PaymentInfoFormFieldsSchema.superRefine((form, context) => {
  for (const [field, message] of Object.entries(paymentInfoFormErrors(form).errors))
    context.addIssue({ code: 'custom', message, path: [field] });
});

export const PaymentInfoAnswerSchema = z.object({ payment_info: PaymentInfoSchema.nullable() });
export const PaymentInfoSavedSchema = z.object({ message: z.string(), payment_info: PaymentInfoSchema });

/** The dev route that plays the admin panel's verification. */
export const PaymentInfoVerifySchema = z.object({
  user_id: recordIdSchema('user_id must be a user id'),
  verification_status: z.enum(['Verified', 'Rejected'], {
    message: 'verification_status is Verified or Rejected',
  }),
  remark: z.string().trim().max(500).nullish(),
});

// ---------------------------------------------------------------------------------------------
// Payout ledger

export const PayoutLedgerQuerySchema = z.object({
  page_number: namedPageSchema('page_number').default(1),
  detail_count: detailCountSchema(100).default(10),
});

export const PayoutLedgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['payment', 'payout']),
  /** Rupees: positive for a payment's payable share, negative for a payout. */
  amount: z.number(),
  reference: z.string().nullable(),
  created: z.string(),
});

export const PayoutLedgerSchema = z.object({
  /** Rupees owed now: successful payments' payable shares (after fees) less payouts. */
  balance: z.number(),
  entries: z.array(PayoutLedgerEntrySchema),
  page_info: PageInfoSchema,
});
export type PayoutLedger = z.infer<typeof PayoutLedgerSchema>;
