import type {
  ProviderIdentitySchema,
  SandboxIdentityTokenRequestSchema,
  SmsOutboxMessageSchema,
  SmsOutboxParamsSchema,
} from '../schemas/auth.ts';
import type { DevMarketPriceRequestSchema } from '../schemas/market.ts';
import type { PaymentInfoVerifySchema } from '../schemas/payment-setup.ts';
import { endpoint } from './endpoint.ts';
import type { In, Message, Out } from './wire-types.ts';

/**
 * The developer hooks (DEV_ROUTES=true, loopback clients only), each declared once; the provider-side
 * routes under `/sandbox/` stand in for outside services and are not calls of the product.
 */
export const SANDBOX_ENDPOINTS = {
  identityToken: endpoint<{
    body: In<typeof SandboxIdentityTokenRequestSchema>;
    response: Out<typeof ProviderIdentitySchema>;
  }>('POST', '/api/dev/identity/token'),
  smsOutbox: endpoint<{
    params: In<typeof SmsOutboxParamsSchema>;
    response: Out<typeof SmsOutboxMessageSchema>[];
  }>('GET', '/api/dev/sms-outbox/:phone'),
  marketPrice: endpoint<{ body: In<typeof DevMarketPriceRequestSchema>; response: Message }>(
    'POST',
    '/api/dev/market/price',
  ),
  verifyPaymentInfo: endpoint<{ body: In<typeof PaymentInfoVerifySchema>; response: Message }>(
    'POST',
    '/api/dev/payment-info/verify/',
  ),
} as const;
