/** The subscribe feature's fixtures and fakes for other features' tests (tests only import this). */
export { SubscribePaymentStep } from './subscribe-payment-step.tsx';
