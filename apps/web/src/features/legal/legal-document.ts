import { CONTACT_EMAIL } from '../../shared/ui/app-frame.ts';

/** The shape of a legal text: sections of paragraphs and bullet lists, rendered by LegalPage. */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

export const LEGAL_LAST_UPDATED = '9 May 2022';
export const SUPPORT_EMAIL = CONTACT_EMAIL;
