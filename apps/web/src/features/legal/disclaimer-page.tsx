import { DISCLAIMER } from './disclaimer-text.ts';
import { LegalPage } from './legal-page.tsx';

export function DisclaimerPage() {
  return <LegalPage document={DISCLAIMER} />;
}
