/**
 * The payout form's checks (groups-and-payments.md §5 "Payout form shared rules"), with the spec's
 * messages. Which rules the original form used is not shown; ours: account number 9-18 digits (the
 * banks' range; the spec's 9-17 variant is the stricter message of a second form), IFSC, PAN, and
 * GST when given. Values are checked after trimming and upper-casing (people type IFSC in lower case).
 */
export const PAYOUT_MESSAGES = {
  accountNumber: 'Invalid Account Number',
  ifsc: 'Invalid IFSC Code',
  pan: 'Invalid Pan Number',
  gst: 'Invalid GST Number',
  holderName: 'Only letters and spaces',
} as const;

/** Indian bank account numbers: 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** IFSC: four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** PAN: five letters, four digits, a letter. */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
/** GSTIN: state code, the PAN, the entity number, Z, a check character. */
export const GST_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const HOLDER_NAME_PATTERN = /^[A-Za-z][A-Za-z .]{1,99}$/;

export type PayoutForm = {
  account_holder_name: string;
  account_number: string;
  ifsc: string;
  pan: string;
  gst?: string | null;
};

/** Field errors of the payout form (empty when it passes), and the values as they are stored. */
export function checkPayoutForm(form: PayoutForm): {
  errors: Partial<Record<keyof PayoutForm, string>>;
  clean: PayoutForm;
} {
  const clean: PayoutForm = {
    account_holder_name: form.account_holder_name.trim().replace(/\s+/g, ' '),
    account_number: form.account_number.replace(/\s/g, ''),
    ifsc: form.ifsc.trim().toUpperCase(),
    pan: form.pan.trim().toUpperCase(),
    gst: form.gst?.trim() ? form.gst.trim().toUpperCase() : null,
  };
  const errors: Partial<Record<keyof PayoutForm, string>> = {};
  if (!HOLDER_NAME_PATTERN.test(clean.account_holder_name))
    errors.account_holder_name = PAYOUT_MESSAGES.holderName;
  if (!ACCOUNT_NUMBER_PATTERN.test(clean.account_number))
    errors.account_number = PAYOUT_MESSAGES.accountNumber;
  if (!IFSC_PATTERN.test(clean.ifsc)) errors.ifsc = PAYOUT_MESSAGES.ifsc;
  if (!PAN_PATTERN.test(clean.pan)) errors.pan = PAYOUT_MESSAGES.pan;
  if (clean.gst && !GST_PATTERN.test(clean.gst)) errors.gst = PAYOUT_MESSAGES.gst;
  // A GSTIN carries its holder's PAN at positions 3-12.
  else if (clean.gst && !errors.pan && clean.gst.slice(2, 12) !== clean.pan) errors.gst = PAYOUT_MESSAGES.gst;
  return { errors, clean };
}

/** An account number as pages show it: all but the last four digits hidden. */
export const maskAccountNumber = (accountNumber: string) =>
  `${'•'.repeat(Math.max(accountNumber.length - 4, 0))}${accountNumber.slice(-4)}`;

/**
 * A stored number as the payment information answer shows it (docs/api.md PaymentInfo): six X and
 * the last four characters ('XXXXXX1234', 'XXXXXX234F'), whatever the number's length.
 */
export const maskLastFour = (value: string) => `XXXXXX${value.slice(-4)}`;
