export * from './contact-card.ts';
export * from './messages.ts';
export * from './phone.ts';
