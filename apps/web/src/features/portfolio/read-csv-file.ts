/** Reads the chosen holdings file as text in the browser; the text is what the import posts. */
import { HOLDINGS_CSV_LIMITS } from '@tradecircle/domain';
import { PORTFOLIO_TEXTS } from './portfolio-texts.ts';

/** A file refused before anything is sent: too large, or not text the browser can read. */
export class CsvFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvFileError';
  }
}

/** UTF-8 spends at most 4 bytes a character: a larger file cannot be within the character limit. */
const MAX_BYTES = HOLDINGS_CSV_LIMITS.maxCharacters * 4;

function readAsText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result ?? '')));
    reader.addEventListener('error', () => reject(reader.error));
    reader.readAsText(file);
  });
}

export async function readCsvFile(file: Blob): Promise<string> {
  if (file.size > MAX_BYTES) throw new CsvFileError(PORTFOLIO_TEXTS.csvTooLarge);
  let text: string;
  try {
    text = await readAsText(file);
  } catch {
    throw new CsvFileError(PORTFOLIO_TEXTS.csvUnreadable);
  }
  if (text.length > HOLDINGS_CSV_LIMITS.maxCharacters) throw new CsvFileError(PORTFOLIO_TEXTS.csvTooLarge);
  return text;
}
