import type { PolicyDecision, RefusalReason } from '@tradecircle/domain';
/** The one error catalogue: a code maps once to an HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PUBLIC_SESSION_EXPIRED: 440,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError('BAD_REQUEST', message, fieldErrors);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

const REFUSAL_CODES: Record<RefusalReason, ErrorCode> = {
  login_required: 'UNAUTHORIZED',
  not_owner: 'FORBIDDEN',
  owner: 'BAD_REQUEST',
  wrong_status: 'CONFLICT',
};

/** Throws the HTTP answer of a domain policy's refusal (packages/domain trades/policy.ts); else nothing. */
export function assertAllowed(decision: PolicyDecision): void {
  if (!decision.allowed) throw new AppError(REFUSAL_CODES[decision.reason], decision.message);
}
