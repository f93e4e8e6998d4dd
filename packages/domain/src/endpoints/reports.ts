import type { CreatedRecordSchema, MessageResponseSchema } from '../schemas/common.ts';
import type { IdParamsSchema } from '../schemas/record-id.ts';
import type {
  DownloadedReportsResponseSchema,
  ReportDownloadSchema,
  SetReportFreeRequestSchema,
  StockReportsQuerySchema,
  StockReportsResponseSchema,
  StockReportUploadFieldsSchema,
} from '../schemas/report.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

type ReportPath = In<typeof IdParamsSchema>;

/** Research reports' calls (groups-and-payments.md §2 "Research reports", §7), each declared once. */
export const REPORT_ENDPOINTS = {
  /** Multipart: report_pdf and the text fields; 201. */
  createStockReport: endpoint<{
    body: FormData | In<typeof StockReportUploadFieldsSchema>;
    response: Out<typeof CreatedRecordSchema>;
  }>('POST', '/api/trade/create-stock-report/'),
  /** The stocks with live reports, or with `stock` that stock's reports. */
  stockReports: endpoint<{
    query: In<typeof StockReportsQuerySchema>;
    response: Out<typeof StockReportsResponseSchema>;
  }>('GET', '/api/trade/stock-reports/'),
  setReportFree: endpoint<{
    params: ReportPath;
    body: In<typeof SetReportFreeRequestSchema>;
    response: Out<typeof MessageResponseSchema>;
  }>('PATCH', '/api/trade/stock-reports/:id/'),
  downloadReport: endpoint<{ params: ReportPath; response: Out<typeof ReportDownloadSchema> }>(
    'POST',
    '/api/trade/stock-reports/:id/download/',
  ),
  downloadedReports: endpoint<{ response: Out<typeof DownloadedReportsResponseSchema> }>(
    'GET',
    '/api/trade/downloaded-reports/',
  ),
} as const;
