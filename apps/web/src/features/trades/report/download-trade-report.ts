/**
 * Trade report PDFs (GET api/trade/trade-report/{id}/). The report of a private trade needs the
 * owner's bearer token, which a plain link cannot send, so the file is fetched and then saved.
 */
import { TRADE_ENDPOINTS, type Trade } from '@tradecircle/domain';
import { notify } from '../../../shared/api/app-bridge.ts';
import { call } from '../../../shared/api/call.ts';
import { HttpError, reactionFor, serverMessage } from '../../../shared/api/http-errors.ts';
import { API_BASE, isAbortError, SessionExpiredError } from '../../../shared/api/request.ts';
import { saveFile } from '../../../shared/ui/save-file.ts';
import { reportHref } from './report-href.ts';

export { reportHref } from './report-href.ts';

export const REPORT_UNAVAILABLE_MESSAGE = 'This trade report is not available';
const REPORT_FAILED_MESSAGE = 'The report could not be downloaded. Please try again.';

export type ReportSource = Pick<Trade, 'id' | 'security_symbol' | 'report'>;

/** `trade-12-M_M.pdf`, the name the server gives the file. */
export function reportFileName(trade: Pick<Trade, 'id' | 'security_symbol'>): string {
  return `trade-${trade.id}-${trade.security_symbol.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
}

/**
 * Fetches the report with the viewer's token (visitors: public trades) and saves it; an address
 * outside our API opens in a new tab. Failures show in a snackbar.
 */
export async function downloadTradeReport(trade: ReportSource): Promise<void> {
  const href = reportHref(trade.report);
  if (!href) return;
  if (!href.startsWith(API_BASE)) {
    window.open(href, '_blank', 'noopener');
    return;
  }
  try {
    // Our API's address for it is the trade's report call.
    const file = await call(TRADE_ENDPOINTS.tradeReport, {
      params: { id: trade.id },
      auth: 'optional',
      responseType: 'blob',
      handledStatuses: [404],
      keepPrevious: true,
    });
    saveFile(file, reportFileName(trade));
  } catch (error) {
    if (isAbortError(error) || error instanceof SessionExpiredError) return;
    if (!(error instanceof HttpError)) return notify(REPORT_FAILED_MESSAGE, 'error');
    if (error.status === 404) return notify(REPORT_UNAVAILABLE_MESSAGE, 'error');
    // The shared catalogue has announced a 400 or a lost session; others (429, 5xx) it only logs.
    if (reactionFor(error.status, error.body).message !== null) return;
    notify(serverMessage(error.body) ?? REPORT_FAILED_MESSAGE, 'error');
  }
}
