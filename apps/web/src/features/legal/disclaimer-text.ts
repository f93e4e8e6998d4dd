import { APP_NAME } from '@tradecircle/domain';
import { LEGAL_LAST_UPDATED, type LegalDocument, SUPPORT_EMAIL } from './legal-document.ts';

export const DISCLAIMER: LegalDocument = {
  title: 'Disclaimer',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    `${APP_NAME} is a social trading platform where retail investors in India and market experts share trade ideas, discuss securities and learn from one another. Please read this disclaimer carefully before you act on anything you see on ${APP_NAME}.`,
  ],
  sections: [
    {
      heading: 'Not investment advice',
      blocks: [
        `Trade calls, polls, comments, news, research reports, videos and any other content on ${APP_NAME} are shared for information and education only. Unless a post expressly says it comes from a SEBI registered intermediary acting in that capacity, nothing on the platform is investment advice, a research report or a recommendation to buy, sell or hold any security.`,
        `${APP_NAME} itself does not give investment advice and is not a stock broker. We do not execute, route or settle any trade on your behalf.`,
      ],
    },
    {
      heading: 'Experts and SEBI registration',
      blocks: [
        'Some experts on the platform are registered with the Securities and Exchange Board of India (SEBI) as Research Analysts or Investment Advisers. Their profiles and groups carry a SEBI badge together with the registration number they have given us.',
        {
          list: [
            'We check the registration details an expert provides, but registration with SEBI does not guarantee the expert’s performance, nor does it mean that SEBI endorses the expert or the platform.',
            'Experts without a badge are not SEBI registered. Treat their posts as personal opinions.',
            'Each expert is solely responsible for the content they post and for complying with the regulations that apply to them.',
          ],
        },
      ],
    },
    {
      heading: 'Market risk',
      blocks: [
        'Investments in securities markets are subject to market risks. Read all related documents carefully before investing. Prices of equities, futures and options can fall as well as rise, and derivatives trading can lead to losses larger than the money you put in.',
        'Past performance, including accuracy figures, returns and profit and loss shown for trades, experts and groups, is not an indicator of future results.',
      ],
    },
    {
      heading: 'Virtual trades',
      blocks: [
        `Trades you copy or post on ${APP_NAME} are virtual unless you place them yourself with your own broker. Profit and loss shown on the platform is calculated from prices we receive from third parties, may be delayed or inaccurate, and does not include brokerage, taxes, slippage or other costs you would bear in a real trade.`,
      ],
    },
    {
      heading: 'No guarantee of returns',
      blocks: [
        'No expert, group, subscription or premium plan on the platform promises or guarantees any return. Marketing figures such as monthly accuracy describe past calls only. Any decision to invest, and any resulting gain or loss, is yours alone.',
        'Consult a SEBI registered investment adviser who knows your financial situation before making investment decisions.',
      ],
    },
    {
      heading: 'Third-party content',
      blocks: [
        'Market data, charts, news and economic calendars may be supplied by third parties. We do not guarantee that they are accurate, complete or timely, and we are not responsible for third-party websites linked from the platform.',
      ],
    },
    {
      heading: 'Limitation of liability',
      blocks: [
        `To the fullest extent permitted by law, ${APP_NAME}, its team and its partners are not liable for any loss or damage arising from the use of the platform or reliance on its content.`,
      ],
    },
    {
      heading: 'Contact',
      blocks: [`Questions about this disclaimer can be sent to ${SUPPORT_EMAIL}.`],
    },
  ],
};
