import { LegalPage } from './legal-page.tsx';
import { PRIVACY_POLICY } from './privacy-policy-text.ts';

export function PrivacyPolicyPage() {
  return <LegalPage document={PRIVACY_POLICY} />;
}
