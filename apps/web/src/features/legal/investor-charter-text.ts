import { APP_NAME, REGISTRATION_RISK_WARNING } from '@tradecircle/domain';
import { type LegalDocument, SUPPORT_EMAIL } from './legal-document.ts';

/** SEBI's register of intermediaries and its complaint portals, named on the page. */
export const SEBI_LINKS = {
  website: 'https://www.sebi.gov.in',
  scores: 'https://scores.sebi.gov.in',
  odr: 'https://smartodr.in',
} as const;

export const INVESTOR_CHARTER_UPDATED = '27 November 2026';

/**
 * SEBI's investor charter for research analysts, summarised in our words; every SEBI-registered
 * expert's call links here from its disclosure. SEBI's own text is the authority.
 */
export const INVESTOR_CHARTER: LegalDocument = {
  title: 'Investor charter',
  lastUpdated: INVESTOR_CHARTER_UPDATED,
  intro: [
    `SEBI, India's securities market regulator, publishes an investor charter for research analysts: what a registered analyst does for investors, what investors can expect and how to complain. This page summarises it in plain words for readers of calls posted on ${APP_NAME} by SEBI-registered experts. Investment advisers have a charter of their own along the same lines. The charters published on SEBI's website (${SEBI_LINKS.website}) are the authority; where this summary and SEBI's text differ, SEBI's text applies.`,
  ],
  sections: [
    {
      heading: 'What the charter aims at',
      blocks: [
        'Investors should be able to invest with knowledge and safety: choose investments that suit their needs, follow them towards their goals, get research they can understand and rely on, and be treated fairly by the analyst.',
      ],
    },
    {
      heading: 'What a research analyst does',
      blocks: [
        {
          list: [
            'Publishes research reports and recommendations based on their own research.',
            'Gives independent and unbiased views on securities, and discloses any financial interest in a security they recommend, including whether they hold a position in it.',
            'Bases recommendations on analysis of publicly available information and on known observations.',
            'Has their compliance audited every year, and keeps their advertisements within SEBI’s rules.',
          ],
        },
      ],
    },
    {
      heading: 'What investors can expect',
      blocks: [
        {
          list: [
            'Disclosure of the analyst’s registration, terms of service, fees and any conflict of interest before they take up a service.',
            'Recommendations given to all clients of a service alike, without favouring some over others.',
            'Clear guidance and adequate caution about the risks of a recommendation, and the time by which a service will be delivered.',
            'Honest and fair treatment, and confidentiality of the information they share, unless the law requires otherwise.',
            'A hearing and a timely answer to any complaint.',
          ],
        },
      ],
    },
    {
      heading: 'How to complain',
      blocks: [
        'First write to the research analyst. They should resolve the complaint promptly, and at the latest within 21 days of receiving it.',
        `If the answer does not satisfy you, or none comes, you can lodge the complaint with SEBI on its SCORES portal (${SEBI_LINKS.scores}), and after that seek resolution through the online dispute resolution portal of the securities market (${SEBI_LINKS.odr}).`,
        `Problems with ${APP_NAME} itself, such as a call you believe misstates an expert’s registration, can be reported to ${SUPPORT_EMAIL}.`,
      ],
    },
    {
      heading: 'What investors should do',
      blocks: [
        {
          list: [
            'Deal only with SEBI-registered research analysts, and check the registration number against SEBI’s register of intermediaries.',
            'Read the disclosures that come with a recommendation, including whether the analyst holds a position, before you act on it.',
            'Pay fees only through banking channels and keep the receipts; ask questions about a security before you buy or sell it.',
          ],
        },
      ],
    },
    {
      heading: 'What investors should not do',
      blocks: [
        {
          list: [
            'Do not hand money to a research analyst to invest for you.',
            'Do not act on tempting advertisements, market rumours or offers of guaranteed returns.',
            'Do not be rushed by limited-period discounts or other incentives.',
            'Do not share the login details or passwords of your trading and demat accounts with anyone.',
          ],
        },
      ],
    },
    {
      heading: `Registrations shown on ${APP_NAME}`,
      blocks: [
        `An expert records their SEBI registration number and its validity once; each of their calls shows it in a disclosure block, with whether they hold a position in the security. Until ${APP_NAME} checks registrations against SEBI’s register, a registration is marked self-declared: verify the number on SEBI’s website before relying on it.`,
        REGISTRATION_RISK_WARNING,
      ],
    },
  ],
};
