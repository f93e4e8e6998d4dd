import { describe, expect, it } from 'vitest';
import { HttpError } from '../shared/api/http-errors.ts';
import { SessionExpiredError } from '../shared/api/request.ts';
import { shouldRetry } from './query-client.ts';

describe('shouldRetry', () => {
  it('never retries client errors, lost sessions or cancelled calls', () => {
    for (const status of [400, 401, 403, 404, 440])
      expect(shouldRetry(0, new HttpError(status, null))).toBe(false);
    expect(shouldRetry(0, new SessionExpiredError())).toBe(false);
    expect(shouldRetry(0, new DOMException('Aborted', 'AbortError'))).toBe(false);
  });

  it('retries server and network failures twice', () => {
    expect(shouldRetry(0, new HttpError(503, null))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new HttpError(500, null))).toBe(false);
  });
});
