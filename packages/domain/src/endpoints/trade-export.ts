import type { TradeExportPreviewSchema, TradeExportQuerySchema } from '../schemas/trade-export.ts';
import { endpoint } from './endpoint.ts';
import type { In, Out } from './wire-types.ts';

type ExportQuery = In<typeof TradeExportQuerySchema>;

/** Trade export (/Download-Trade): the caller's own trades, previewed, as CSV and as a PDF statement. */
export const TRADE_EXPORT_ENDPOINTS = {
  preview: endpoint<{ query: ExportQuery; response: Out<typeof TradeExportPreviewSchema> }>(
    'GET',
    '/api/trade/export/preview/',
  ),
  csv: endpoint<{ query: ExportQuery; response: Blob }>('GET', '/api/trade/export/csv/'),
  pdf: endpoint<{ query: ExportQuery; response: Blob }>('GET', '/api/trade/export/pdf/'),
} as const;
