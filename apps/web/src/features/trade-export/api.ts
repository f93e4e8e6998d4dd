/** The trade export calls (/Download-Trade), typed by the domain's endpoint declarations. */
import { TRADE_EXPORT_ENDPOINTS, type TradeExportQueryInput, tradeExportFilename } from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';
import { saveFile } from '../../shared/ui/save-file.ts';

export type ExportFormat = 'csv' | 'pdf';

export function fetchTradeExportPreview(query: TradeExportQueryInput, signal?: AbortSignal) {
  return call(TRADE_EXPORT_ENDPOINTS.preview, { query, signal });
}

/**
 * Fetches the file with the user's token (a plain link cannot send it) and saves it under the name
 * the server gives it. A 400 or a 429 is thrown for the page to show; the shared catalogue stays quiet.
 */
export async function downloadTradeExport(format: ExportFormat, query: TradeExportQueryInput): Promise<void> {
  const file = await call(TRADE_EXPORT_ENDPOINTS[format], {
    query,
    responseType: 'blob',
    keepPrevious: true,
    handledStatuses: [400, 429],
  });
  saveFile(file, tradeExportFilename(format, new Date()));
}
