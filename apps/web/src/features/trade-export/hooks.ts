/** The preview of an export and the downloads; a download's refusal is shown in the snackbar. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TradeExportQueryInput } from '@tradecircle/domain';
import { notify } from '../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../shared/api/http-errors.ts';
import { isAbortError, SessionExpiredError } from '../../shared/api/request.ts';
import { downloadTradeExport, type ExportFormat, fetchTradeExportPreview } from './api.ts';
import { tradeExportKeys } from './query-keys.ts';

export const DOWNLOAD_FAILED_MESSAGE = 'The file could not be downloaded. Please try again.';

/** What the files will hold for `query`; null while the filters are not valid. The last preview stays while the next loads. */
export function useTradeExportPreview(query: TradeExportQueryInput | null) {
  return useQuery({
    queryKey: tradeExportKeys.preview(query ?? { from: '', to: '' }),
    queryFn: ({ signal }) => fetchTradeExportPreview(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** The server's words for a refused download (a bad filter, too many downloads), else a general line. */
function downloadFailure(error: unknown): string | null {
  if (isAbortError(error) || error instanceof SessionExpiredError) return null;
  if (error instanceof HttpError) return serverMessage(error.body) ?? DOWNLOAD_FAILED_MESSAGE;
  return DOWNLOAD_FAILED_MESSAGE;
}

export function useDownloadTradeExport() {
  return useMutation({
    mutationFn: ({ format, query }: { format: ExportFormat; query: TradeExportQueryInput }) =>
      downloadTradeExport(format, query),
    onError: (error) => {
      const message = downloadFailure(error);
      if (message) notify(message, 'error');
    },
  });
}
