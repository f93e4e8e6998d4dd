import { randomUUID } from 'node:crypto';
import { parseRupeesToPaise } from '@tradecircle/domain';
import { and, asc, desc, eq, gt, min, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import type { UrlSigner } from '../../http/signed-urls.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { DeclaredType } from '../../uploads/declared-type.ts';
import { inspectPdf, type PdfProblem } from '../../uploads/pdf-inspection.ts';
import { recordEvents } from '../outbox/index.ts';
import { findSecurityById, securityCardColumns, securityJoin } from '../securities/index.ts';
import { findProfileByUserId, profileJoin } from '../users/index.ts';
import { reportDownloads, reportPurchases, stockReports } from './reports.tables.ts';
import { NOT_THE_AUTHOR } from './reports.who-may-act.ts';

const FILE_LINK_TTL_SECONDS = 15 * 60;

/** The 400 message for each reason a report file is refused (docs/api.md, "Uploads"). */
export const REPORT_PDF_MESSAGES: Record<PdfProblem, string> = {
  'not-a-pdf': 'Only PDF files are allowed',
  'html-polyglot': 'This PDF also contains web page code (HTML); upload a plain PDF',
  damaged: 'This PDF could not be read: it is damaged, incomplete or too complex',
  encrypted: 'Password-protected PDFs are not allowed; upload the report without a password or restrictions',
  'no-pages': 'This PDF has no pages',
  javascript: 'This PDF contains JavaScript; upload a PDF without scripts',
  'automatic-action': 'This PDF runs actions when it is opened or viewed; upload a PDF without them',
  'external-action':
    'This PDF contains actions that open files, programs or forms; upload a PDF without them',
  attachment: 'This PDF contains attached files; upload a PDF without attachments',
  'interactive-media': 'This PDF contains media or an XFA form that can run code; upload a PDF without them',
};

export type ReportDeps = { db: AppDb; storage: StorageProvider; signer: UrlSigner };

export type NewReport = {
  file: { bytes: Buffer } & DeclaredType;
  securityId: number;
  price: number;
  discountPrice: number | undefined;
  description: string | undefined;
  validTillMonths: number;
};

async function requireProfile(db: AppDb, userId: number) {
  const profile = await findProfileByUserId(db, userId);
  if (!profile) throw badRequest('Complete your profile first');
  return profile;
}

function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

export const REPORT_UPLOAD_SEBI_ONLY = 'Only SEBI registered experts can upload research reports';

/**
 * SEBI-registered experts only. The file must parse as a plain PDF (see inspectPdf): a polyglot, a
 * damaged or encrypted file, or one with JavaScript, automatic or external actions or attachments
 * is refused with its reason, and nothing is stored.
 */
export async function createStockReport({ db, storage }: ReportDeps, actorUserId: number, input: NewReport) {
  const author = await requireProfile(db, actorUserId);
  if (!author.isSebiRegistered) throw forbidden(REPORT_UPLOAD_SEBI_ONLY);
  const inspected = await inspectPdf(input.file.bytes, input.file);
  if (!inspected.ok) {
    const message = REPORT_PDF_MESSAGES[inspected.problem];
    throw badRequest(message, { report_pdf: [message] });
  }
  if (input.discountPrice !== undefined && input.discountPrice > input.price) {
    throw badRequest('Discounted price should not be more than the actual price', {
      discount_price: ['Discounted price should not be more than the actual price'],
    });
  }
  const security = await findSecurityById(db, input.securityId);
  if (!security) throw badRequest('Stock not found', { stock: ['Stock not found'] });

  const fileKey = `reports/${randomUUID()}.pdf`;
  await storage.put(fileKey, input.file.bytes);
  try {
    const now = new Date();
    return await db.transaction(async (tx) => {
      const [report] = await tx
        .insert(stockReports)
        .values({
          securityId: security.id,
          authorProfileId: author.id,
          fileKey,
          price: input.price.toFixed(2),
          discountPrice: input.discountPrice?.toFixed(2) ?? null,
          description: input.description ?? null,
          validTillMonths: input.validTillMonths,
          expiresAt: addMonths(now, input.validTillMonths),
          createdAt: now,
        })
        .returning();
      await recordEvents(tx, [
        {
          type: 'report.published',
          reportId: report!.id,
          authorUserId: actorUserId,
          securityId: security.id,
        },
      ]);
      return report!;
    });
  } catch (error) {
    await storage.remove(fileKey);
    throw error;
  }
}

const effectivePrice = sql<string>`coalesce(${stockReports.discountPrice}, ${stockReports.price})`;
const isActive = () => gt(stockReports.expiresAt, new Date());

/** Whether a stock has a live report, and the cheapest one's price (the security page's block). */
export async function reportSummary(db: AppDb, securityId: number) {
  const [row] = await db
    .select({ minimum: min(effectivePrice) })
    .from(stockReports)
    .where(and(eq(stockReports.securityId, securityId), isActive()));
  const minimum = row?.minimum == null ? null : Number(row.minimum);
  return { isReportAvailable: minimum !== null, minimumStockPrice: minimum };
}

/** Stocks that have live reports, each with its cheapest price. */
export async function listReportStocks(db: AppDb) {
  return db
    .select({ ...securityCardColumns, minimum: min(effectivePrice) })
    .from(stockReports)
    .innerJoin(securityJoin.table, eq(securityJoin.id, stockReports.securityId))
    .where(isActive())
    .groupBy(securityJoin.id)
    .orderBy(asc(securityJoin.symbol));
}

export async function listReportsForStock(db: AppDb, securityId: number, actorUserId: number | null) {
  const actor = actorUserId === null ? undefined : await findProfileByUserId(db, actorUserId);
  const rows = await db
    .select({
      report: stockReports,
      stockName: securityJoin.name,
      stockSymbol: securityJoin.symbol,
      postedByName: profileJoin.name,
      downloaded: actor
        ? sql<boolean>`exists (select 1 from ${reportDownloads} where ${reportDownloads.reportId} = ${stockReports.id} and ${reportDownloads.profileId} = ${actor.id})`
        : sql<boolean>`false`,
      purchased: actor ? purchasedBy(actor.id) : sql<boolean>`false`,
    })
    .from(stockReports)
    .innerJoin(securityJoin.table, eq(securityJoin.id, stockReports.securityId))
    .innerJoin(profileJoin.table, eq(profileJoin.id, stockReports.authorProfileId))
    .where(and(eq(stockReports.securityId, securityId), isActive()))
    .orderBy(desc(stockReports.createdAt));
  return rows.map((row) => ({ ...row, isAuthor: actor?.id === row.report.authorProfileId }));
}

export async function setReportFree(db: AppDb, actorUserId: number, reportId: number, isFree: boolean) {
  const actor = await requireProfile(db, actorUserId);
  const [report] = await db.select().from(stockReports).where(eq(stockReports.id, reportId));
  if (!report) throw notFound('Report not found');
  if (report.authorProfileId !== actor.id) throw forbidden(NOT_THE_AUTHOR);
  await db.update(stockReports).set({ isFree }).where(eq(stockReports.id, reportId));
}

/** The profile bought the report (a purchase row of a successful payment). */
const purchasedBy = (profileId: number) =>
  sql<boolean>`exists (select 1 from ${reportPurchases} where ${reportPurchases.reportId} = ${stockReports.id} and ${reportPurchases.profileId} = ${profileId})`;

export const REPORT_DOWNLOAD_MESSAGES = { notBought: 'Buy this report to download it' } as const;

/**
 * A free report downloads for anyone signed in, a paid one for its buyers and its author; every
 * download ends when the report expires (valid_till).
 */
export async function downloadReport({ db, signer }: ReportDeps, actorUserId: number, reportId: number) {
  const actor = await requireProfile(db, actorUserId);
  const [report] = await db
    .select({ report: stockReports, purchased: purchasedBy(actor.id) })
    .from(stockReports)
    .where(eq(stockReports.id, reportId))
    .then((rows) => rows.map((row) => ({ ...row.report, purchased: Boolean(row.purchased) })));
  if (!report || report.expiresAt <= new Date()) throw notFound('Report not found');
  if (!report.isFree && report.authorProfileId !== actor.id && !report.purchased) {
    throw forbidden(REPORT_DOWNLOAD_MESSAGES.notBought);
  }
  await db.insert(reportDownloads).values({ reportId, profileId: actor.id }).onConflictDoNothing();
  return { reportPdf: signer.url(report.fileKey, FILE_LINK_TTL_SECONDS), expiryDate: report.expiresAt };
}

export async function listDownloadedReports({ db, signer }: ReportDeps, actorUserId: number) {
  const actor = await requireProfile(db, actorUserId);
  const rows = await db
    .select({
      id: stockReports.id,
      stockName: securityJoin.name,
      postedByName: profileJoin.name,
      expiresAt: stockReports.expiresAt,
      fileKey: stockReports.fileKey,
    })
    .from(reportDownloads)
    .innerJoin(stockReports, eq(stockReports.id, reportDownloads.reportId))
    .innerJoin(securityJoin.table, eq(securityJoin.id, stockReports.securityId))
    .innerJoin(profileJoin.table, eq(profileJoin.id, stockReports.authorProfileId))
    .where(eq(reportDownloads.profileId, actor.id))
    .orderBy(desc(reportDownloads.createdAt));
  return rows.map((row) => ({
    ...row,
    reportPdf: row.expiresAt > new Date() ? signer.url(row.fileKey, FILE_LINK_TTL_SECONDS) : null,
  }));
}

/** What payments needs to sell a report: its price (paise), author, expiry and names. */
export type ReportForSale = {
  id: number;
  authorUserId: number;
  pricePaise: number;
  isFree: boolean;
  expiresAt: Date;
  stockName: string;
  postedByName: string;
};

export async function reportForSale(db: AppDb, reportId: number): Promise<ReportForSale | undefined> {
  const [row] = await db
    .select({
      id: stockReports.id,
      authorUserId: profileJoin.userId,
      price: effectivePrice,
      isFree: stockReports.isFree,
      expiresAt: stockReports.expiresAt,
      stockName: securityJoin.name,
      postedByName: profileJoin.name,
    })
    .from(stockReports)
    .innerJoin(securityJoin.table, eq(securityJoin.id, stockReports.securityId))
    .innerJoin(profileJoin.table, eq(profileJoin.id, stockReports.authorProfileId))
    .where(eq(stockReports.id, reportId));
  if (!row) return undefined;
  // numeric(12,2) text: exact paise without floating point.
  const pricePaise = parseRupeesToPaise(String(row.price)) ?? 0;
  return { ...row, pricePaise };
}

/** The user bought the report (any purchase: a report is bought once). */
export async function hasBoughtReport(db: AppDb, reportId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reportPurchases.id })
    .from(reportPurchases)
    .innerJoin(profileJoin.table, eq(profileJoin.id, reportPurchases.profileId))
    .where(and(eq(reportPurchases.reportId, reportId), eq(profileJoin.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The purchase a successful payment makes (payments' grant, inside its transaction); once per order. */
export async function recordReportPurchase(
  tx: AppDb,
  input: { reportId: number; buyerUserId: number; paymentOrderId: number },
): Promise<void> {
  const buyer = await findProfileByUserId(tx, input.buyerUserId);
  if (!buyer) throw badRequest('Complete your profile first');
  const bought = await tx
    .insert(reportPurchases)
    .values({ reportId: input.reportId, profileId: buyer.id, paymentOrderId: input.paymentOrderId })
    .onConflictDoNothing({ target: reportPurchases.paymentOrderId })
    .returning({ id: reportPurchases.id });
  if (bought.length > 0) await recordEvents(tx, [{ type: 'report.purchased', ...input }]);
}
