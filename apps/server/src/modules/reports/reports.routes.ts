import type { MultipartFile } from '@fastify/multipart';
import {
  CreatedRecordSchema,
  DownloadedReportsResponseSchema,
  FORM_MESSAGES,
  IdParamsSchema,
  MAX_REPORT_BYTES,
  MessageResponseSchema,
  REPORT_ENDPOINTS,
  ReportDownloadSchema,
  SetReportFreeRequestSchema,
  SignedFileQuerySchema,
  StockReportsQuerySchema,
  StockReportsResponseSchema,
  StockReportUploadFieldsSchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/app-error.ts';
import { on } from '../../http/declared-route.ts';
import { NUL_MESSAGE } from '../../http/input-guards.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { ANY_USER } from '../../http/who-may-act.ts';
import { sebiRegisteredOnly } from '../users/index.ts';
import {
  createStockReport,
  downloadReport,
  listDownloadedReports,
  listReportStocks,
  listReportsForStock,
  type NewReport,
  REPORT_UPLOAD_SEBI_ONLY,
  type ReportDeps,
  setReportFree,
} from './reports.service.ts';
import { reportAuthorOnly } from './reports.who-may-act.ts';

const tags = ['research reports'];
const security = [{ bearerAuth: [] }];

export const reportRoutes: FastifyPluginAsyncZod<{
  auth: RequestAuth;
  deps: Omit<ReportDeps, 'db'>;
}> = async (app, { auth, deps }) => {
  const { requireUser, identifyUser } = auth;
  const reportDeps: ReportDeps = { db: app.database.db, ...deps };

  on(app, REPORT_ENDPOINTS.createStockReport)(
    {
      // SEBI-registered experts only: a role of the caller, not a record the request names, refused
      // before the form is read (docs/architecture.md, "Who may act").
      onRequest: [requireUser, sebiRegisteredOnly(reportDeps.db, REPORT_UPLOAD_SEBI_ONLY)],
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary:
          'Upload a research report (multipart: report_pdf, stock, price, valid_till, discount_price, description)',
        consumes: ['multipart/form-data'],
        response: { 201: CreatedRecordSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the report as multipart/form-data');
      const fields: Record<string, string> = {};
      let file: NewReport['file'] | undefined;
      for await (const part of request.parts({
        limits: { fileSize: MAX_REPORT_BYTES, files: 1, fields: 10 },
      })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'report_pdf') {
            await (part as MultipartFile).toBuffer();
            continue;
          }
          file = { bytes: await part.toBuffer(), mimeType: part.mimetype, fileName: part.filename };
        } else if (typeof part.value === 'string' && part.value !== '') {
          if (part.value.includes('\u0000')) {
            throw badRequest(`${part.fieldname}: ${NUL_MESSAGE}`, { [part.fieldname]: [NUL_MESSAGE] });
          }
          fields[part.fieldname] = part.value;
        }
      }
      if (!file) throw badRequest('Only PDF files are allowed', { report_pdf: [FORM_MESSAGES.required] });
      const parsed = StockReportUploadFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw badRequest(issue.message, { [String(issue.path[0])]: [issue.message] });
      }
      const report = await createStockReport(reportDeps, request.user!.id, {
        file,
        securityId: parsed.data.stock,
        price: parsed.data.price,
        discountPrice: parsed.data.discount_price,
        description: parsed.data.description,
        validTillMonths: parsed.data.valid_till,
      });
      return reply.status(201).send({ id: report.id, message: 'Report uploaded successfully' });
    },
  );

  on(app, REPORT_ENDPOINTS.stockReports)(
    {
      onRequest: identifyUser,
      schema: {
        tags,
        summary:
          "The research report list {data}: stocks with live reports at their cheapest price (filter_by=stock, or nothing); with stock={id} that stock's reports",
        querystring: StockReportsQuerySchema,
        response: { 200: StockReportsResponseSchema },
      },
    },
    async (request) => {
      if (request.query.stock !== undefined) {
        const reports = await listReportsForStock(
          app.database.db,
          request.query.stock,
          request.user?.id ?? null,
        );
        return {
          data: reports.map((row) => ({
            id: row.report.id,
            stock_name: row.stockName,
            stock_symbol: row.stockSymbol,
            posted_by_name: row.postedByName,
            price: Number(row.report.price),
            discount_price: row.report.discountPrice === null ? null : Number(row.report.discountPrice),
            description: row.report.description,
            valid_till: row.report.expiresAt.toISOString(),
            is_free: row.report.isFree,
            is_downloaded: Boolean(row.downloaded),
            is_purchased: Boolean(row.purchased),
            is_author: row.isAuthor,
          })),
        };
      }
      const stocks = await listReportStocks(app.database.db);
      return {
        data: stocks.map((stock) => ({
          id: stock.id,
          stock_name: stock.name,
          stock_symbol: stock.symbol,
          stock_exchange: stock.exchange,
          stock_logo: stock.logo,
          minimum_stock_price: Number(stock.minimum),
        })),
      };
    },
  );

  on(app, REPORT_ENDPOINTS.setReportFree)(
    {
      onRequest: requireUser,
      config: { whoMayAct: reportAuthorOnly(app.database.db, 'params', 'id') },
      schema: {
        tags,
        security,
        summary:
          'Author only: give a report away for free or take it back (a paid one is bought through report-payment)',
        params: IdParamsSchema,
        body: SetReportFreeRequestSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await setReportFree(app.database.db, request.user!.id, request.params.id, request.body.is_free);
      return {
        message: request.body.is_free ? 'Report is now free to download' : 'Report is no longer free',
      };
    },
  );

  on(app, REPORT_ENDPOINTS.downloadReport)(
    {
      onRequest: requireUser,
      // Free reports for anyone; a paid one for its buyers and author: refused per report, no owner.
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary:
          'Download a free report, a bought one (until it expires) or your own (records it in the downloaded list); answers a 15-minute link',
        params: IdParamsSchema,
        response: { 200: ReportDownloadSchema },
      },
    },
    async (request) => {
      const download = await downloadReport(reportDeps, request.user!.id, request.params.id);
      return { report_pdf: download.reportPdf, expiry_date: download.expiryDate.toISOString() };
    },
  );

  on(app, REPORT_ENDPOINTS.downloadedReports)(
    {
      onRequest: requireUser,
      config: { whoMayAct: ANY_USER },
      schema: {
        tags,
        security,
        summary:
          "The signed-in user's downloaded reports with their expiry dates, newest download first {data}",
        response: { 200: DownloadedReportsResponseSchema },
      },
    },
    async (request) => {
      const rows = await listDownloadedReports(reportDeps, request.user!.id);
      return {
        data: rows.map((row) => ({
          id: row.id,
          stock_name: row.stockName,
          posted_by_name: row.postedByName,
          expiry_date: row.expiresAt.toISOString(),
          report_pdf: row.reportPdf,
        })),
      };
    },
  );

  app.get(
    '/api/files/*',
    {
      schema: {
        tags,
        summary: 'A stored file through a signed, expiring link',
        querystring: SignedFileQuerySchema,
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!deps.signer.verify(key, request.query.expires, request.query.signature)) {
        return reply.status(403).send({ message: 'This link has expired or is not valid' });
      }
      // Only report PDFs are stored under signed links, each parsed as a PDF when it was uploaded.
      const file = key.endsWith('.pdf') ? await deps.storage.open(key) : undefined;
      if (!file) return reply.status(404).send({ message: 'File not found' });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', file.size)
        .header('content-disposition', 'inline; filename="research-report.pdf"')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, max-age=900')
        .send(file.stream);
    },
  );
};
