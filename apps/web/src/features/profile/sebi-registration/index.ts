export { SebiRegistrationCard } from './sebi-registration-card.tsx';
