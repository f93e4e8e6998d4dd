/** The 'Add Stock Report' form (trades.md §5, groups-and-payments.md §5) and its multipart body. */
import {
  FORM_MESSAGES,
  inIndia,
  isReportPriceWithinBound,
  MAX_REPORT_BYTES,
  MAX_REPORT_DESCRIPTION_LENGTH,
  MAX_REPORT_VALID_MONTHS,
  MIN_REPORT_VALID_MONTHS,
  REPORT_PRICE_PATTERN,
  STOCK_REPORT_MESSAGES,
} from '@tradecircle/domain';
import { z } from 'zod';

export const REPORT_MESSAGES = {
  onlyPdf: 'Only PDF files are allowed',
  tooLarge: 'The PDF should be at most 10 MB',
  discountAbovePrice: 'Discounted price should not be more than the actual price',
  validTillRange: STOCK_REPORT_MESSAGES.validTillRange,
  /** Above MAX_REPORT_PRICE_PAISE (₹10,00,000): the server refuses it too, and no checkout could take it. */
  priceTooHigh: STOCK_REPORT_MESSAGES.priceTooHigh,
} as const;

const PRICE_PATTERN = REPORT_PRICE_PATTERN;

/** A PDF by its first bytes, as the server checks it: a PNG renamed to .pdf is refused here too. */
function startsLikePdf(file: File): Promise<boolean> {
  // FileReader rather than Blob.arrayBuffer(): the same code runs in jsdom for the tests.
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result === '%PDF-');
    reader.onerror = () => resolve(false);
    reader.readAsText(file.slice(0, 5), 'latin1');
  });
}

const PdfFileSchema = z
  .instanceof(File, { message: FORM_MESSAGES.required })
  .nullable()
  .superRefine(async (file, context) => {
    if (file === null) {
      context.addIssue({ code: 'custom', message: FORM_MESSAGES.required });
      return;
    }
    const looksLikePdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
    if (!looksLikePdf || !(await startsLikePdf(file))) {
      context.addIssue({ code: 'custom', message: REPORT_MESSAGES.onlyPdf });
    } else if (file.size > MAX_REPORT_BYTES) {
      context.addIssue({ code: 'custom', message: REPORT_MESSAGES.tooLarge });
    }
  });

const optionalPrice = z
  .string()
  .trim()
  .refine((value) => value === '' || PRICE_PATTERN.test(value), FORM_MESSAGES.onlyNumbers)
  .refine(isReportPriceWithinBound, REPORT_MESSAGES.priceTooHigh);

export const StockReportFormSchema = z
  .object({
    stock: z
      .object({ id: z.number(), name: z.string(), symbol: z.string(), exchange: z.string() })
      .nullable()
      .refine((stock) => stock !== null, FORM_MESSAGES.required),
    report_pdf: PdfFileSchema,
    price: z
      .string()
      .trim()
      .min(1, FORM_MESSAGES.required)
      .regex(PRICE_PATTERN, FORM_MESSAGES.onlyNumbers)
      .refine(isReportPriceWithinBound, REPORT_MESSAGES.priceTooHigh),
    discount_price: optionalPrice,
    valid_till: z
      .string()
      .trim()
      .min(1, FORM_MESSAGES.required)
      .regex(/^\d+$/, FORM_MESSAGES.onlyNumbers)
      .refine((value) => {
        const months = Number(value);
        return months >= MIN_REPORT_VALID_MONTHS && months <= MAX_REPORT_VALID_MONTHS;
      }, REPORT_MESSAGES.validTillRange),
    description: z
      .string()
      .trim()
      .max(MAX_REPORT_DESCRIPTION_LENGTH, STOCK_REPORT_MESSAGES.descriptionTooLong),
  })
  .refine(
    ({ price, discount_price }) =>
      discount_price === '' || !PRICE_PATTERN.test(price) || Number(discount_price) <= Number(price),
    { path: ['discount_price'], message: REPORT_MESSAGES.discountAbovePrice },
  );

export type StockReportFormInput = z.input<typeof StockReportFormSchema>;
export type StockReportForm = z.output<typeof StockReportFormSchema>;
/** A stock the form can report on: a search result, or the security page's own security. */
export type ReportStockChoice = NonNullable<StockReportFormInput['stock']>;
export type UploadField = 'report_pdf' | 'stock' | 'price' | 'discount_price' | 'valid_till' | 'description';

/** 'May 2027' for a report valid `months` from `now`, or null while the months are not valid. */
export function validTillLabel(months: string, now: Date = new Date()): string | null {
  if (!/^\d+$/.test(months.trim())) return null;
  const count = Number(months);
  if (count < MIN_REPORT_VALID_MONTHS || count > MAX_REPORT_VALID_MONTHS) return null;
  return inIndia(now).add(count, 'month').format('MMMM YYYY');
}

/** The multipart body of api/trade/create-stock-report/; empty optional fields are left out. */
export function toUploadFormData(form: StockReportForm): FormData {
  const data = new FormData();
  if (form.report_pdf) data.append('report_pdf', form.report_pdf, form.report_pdf.name);
  if (form.stock) data.append('stock', String(form.stock.id));
  data.append('price', form.price);
  data.append('valid_till', form.valid_till);
  if (form.discount_price !== '') data.append('discount_price', form.discount_price);
  if (form.description !== '') data.append('description', form.description);
  return data;
}
