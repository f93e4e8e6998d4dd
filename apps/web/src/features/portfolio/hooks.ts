/** The signed-in user's portfolio review, and the imports and the clearing that replace it. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PortfolioReview } from '@tradecircle/domain';
import { notify } from '../../shared/api/app-bridge.ts';
import { useIsLoggedIn, useSession } from '../../shared/api/use-session.ts';
import { brokerName } from '../broker/index.ts';
import { clearPortfolio, fetchPortfolioReview, importHoldingsCsv } from './api.ts';
import { importHoldingsFromBroker } from './broker-import-flow.ts';
import { PORTFOLIO_TEXTS } from './portfolio-texts.ts';
import { portfolioKeys } from './query-keys.ts';
import { readCsvFile } from './read-csv-file.ts';

/** The caller's review; idle for visitors (the route is members only). */
export function usePortfolioReview() {
  const { userId } = useSession();
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: portfolioKeys.review(userId ?? ''),
    queryFn: ({ signal }) => fetchPortfolioReview(signal),
    enabled: isLoggedIn && userId !== null,
  });
}

/** Writes a review an import answered into the cache: the page shows it without reading it again. */
function useSetReview() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return (review: PortfolioReview) => queryClient.setQueryData(portfolioKeys.review(userId ?? ''), review);
}

/**
 * Reads the chosen file as text and posts it. A refusal stays on the mutation (`error`) for the
 * import card to list row by row; nothing was imported then.
 */
export function useImportCsv() {
  const setReview = useSetReview();
  return useMutation({
    mutationFn: async (file: Blob) => importHoldingsCsv(await readCsvFile(file)),
    onSuccess: (review) => {
      setReview(review);
      notify(PORTFOLIO_TEXTS.csvImported(review.holdings.length), 'success');
    },
  });
}

/** Opens the broker login in the gateway and imports what it reports; failures show in a snackbar. */
export function useBrokerImport() {
  const setReview = useSetReview();
  return useMutation({
    mutationFn: () => importHoldingsFromBroker(),
    onSuccess: (result) => {
      if (result.ok) {
        setReview(result.review);
        notify(
          PORTFOLIO_TEXTS.brokerImported(
            result.review.holdings.length,
            brokerName(result.review.broker ?? ''),
          ),
          'success',
        );
      } else if (result.message) {
        notify(result.message, 'error');
      }
    },
  });
}

/** Forgets the imported holdings, then reads the (empty) review again. */
export function useClearPortfolio() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return useMutation({
    mutationFn: () => clearPortfolio(),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: portfolioKeys.review(userId ?? '') });
      notify(answer.message, 'success');
    },
    onError: () => notify(PORTFOLIO_TEXTS.clearFailed, 'error'),
  });
}
