// The sandbox SMS provider (SMS_PROVIDER=sandbox): an outbox instead of a gateway, and the developer
// route that reads it. providers/sms/index.ts chooses it; app.ts serves its route.
export { createSandboxSmsProvider } from './sandbox-sms.provider.ts';
export { smsOutboxRoutes } from './sms-outbox.routes.ts';
