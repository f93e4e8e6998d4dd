import { INVESTOR_CHARTER } from './investor-charter-text.ts';
import { LegalPage } from './legal-page.tsx';

/** /investor-charter: SEBI's investor charter for research analysts, summarised; calls' disclosures link here. */
export function InvestorCharterPage() {
  return <LegalPage document={INVESTOR_CHARTER} />;
}
