/** A refused holdings file (400 `{message, errors: {"row 3": ["..."]}}`) as the page lists it. */
import { HttpError, serverMessage } from '../../shared/api/http-errors.ts';
import { isAbortError, SessionExpiredError } from '../../shared/api/request.ts';
import { PORTFOLIO_TEXTS } from './portfolio-texts.ts';
import { CsvFileError } from './read-csv-file.ts';

export type CsvProblem = { where: string; message: string };
export type CsvRefusal = { message: string; problems: CsvProblem[] };

const rowNumber = (key: string) => Number(/^row (\d+)$/.exec(key)?.[1] ?? 0);

/** `row 3` reads `Row 3`; problems with the whole file (`csv`) come first, then the rows in order. */
function problemsOf(body: unknown): CsvProblem[] {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return [];
  const errors = body.errors;
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.entries(errors as Record<string, unknown>)
    .sort(([a], [b]) => rowNumber(a) - rowNumber(b))
    .flatMap(([key, messages]) =>
      (Array.isArray(messages) ? messages : [messages])
        .filter((message): message is string => typeof message === 'string' && message !== '')
        .map((message) => ({
          where: /^row \d+$/.test(key) ? `Row ${rowNumber(key)}` : key === 'csv' ? 'File' : key,
          message,
        })),
    );
}

/** What to show for a failed import: the server's message and each row's problem, or a plain sentence. */
export function csvRefusal(error: unknown): CsvRefusal | null {
  if (error === null || error === undefined) return null;
  // The session was lost (the user is on their way to sign in) or the call was superseded.
  if (error instanceof SessionExpiredError || isAbortError(error)) return null;
  if (error instanceof HttpError && error.status === 400) {
    return {
      message: serverMessage(error.body) ?? PORTFOLIO_TEXTS.csvFailed,
      problems: problemsOf(error.body),
    };
  }
  if (error instanceof CsvFileError) return { message: error.message, problems: [] };
  return { message: PORTFOLIO_TEXTS.csvFailed, problems: [] };
}
