import { APP_NAME } from '@tradecircle/domain';
import { LEGAL_LAST_UPDATED, type LegalDocument, SUPPORT_EMAIL } from './legal-document.ts';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    `This policy explains what personal data ${APP_NAME} collects when you use our website and apps, why we collect it, how long we keep it and the choices you have. By using ${APP_NAME} you agree to the practices described here.`,
  ],
  sections: [
    {
      heading: 'What we collect',
      blocks: [
        {
          list: [
            'Account data: your mobile number, which we use to send the one-time password (OTP) you sign in with, or the name, e-mail address and profile picture shared by a sign-in provider you choose.',
            'Profile data: your name, profile picture and, for experts, SEBI registration details and the information needed for payouts.',
            'Content: trades, polls, comments, group posts and reports you create on the platform.',
            'Session and marketing data: the campaign that brought you to us (utm source, medium, campaign, id, content and term), your IP address and the times of your visits.',
            'Device data: browser or app name and version, operating system, device manufacturer and model.',
          ],
        },
      ],
    },
    {
      heading: 'How we use it',
      blocks: [
        {
          list: [
            'To create and secure your account and sign you in.',
            'To show your trades, groups and profile to the people you choose to share them with.',
            'To send notifications about trades, groups and people you follow.',
            'To process subscriptions and memberships you buy.',
            'To understand which campaigns and features work, and to detect abuse and fraud.',
            'To meet legal and regulatory obligations.',
          ],
        },
        'We do not sell your personal data.',
      ],
    },
    {
      heading: 'Payments',
      blocks: [
        `Payments are processed by our payment provider. ${APP_NAME} does not store your card details: they are entered on and handled by the payment provider, and we only receive the payment status and a reference to the transaction.`,
      ],
    },
    {
      heading: 'Analytics',
      blocks: [
        'We send anonymous usage data, such as pages viewed and features used, to analytics services so that we can improve the product. This data does not include your name, mobile number or e-mail address.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      blocks: [
        `${APP_NAME} keeps your sign-in tokens, your user and profile identifiers and the marketing parameters of your visit in your browser's local storage, and a session identifier in session storage. They are needed to keep you signed in and to count visits. Clearing your browser storage signs you out. Analytics services may set their own cookies.`,
      ],
    },
    {
      heading: 'Sharing',
      blocks: [
        'We share data only with service providers who help us run the platform (hosting, SMS delivery, payments, analytics), bound by confidentiality; with group admins, limited to what membership of their group requires; and with authorities when the law requires it.',
      ],
    },
    {
      heading: 'Retention',
      blocks: [
        'We keep your account data while your account is active. Session records are kept for up to 12 months. After an account is removed we delete or anonymise its data within 30 days, except records we must keep by law, such as payment records.',
      ],
    },
    {
      heading: 'Removing your data',
      blocks: [
        `To have your data removed, e-mail ${SUPPORT_EMAIL} from, or mentioning, the phone number or e-mail address tied to your account. We will confirm the request and remove the data as described under Retention.`,
      ],
    },
    {
      heading: 'Security',
      blocks: [
        'Data is sent over encrypted connections, sign-in codes expire after a short time and access to personal data is limited to staff who need it. No system is perfectly secure, so please keep your phone and sign-in codes to yourself.',
      ],
    },
    {
      heading: 'Changes and contact',
      blocks: [
        'We may update this policy; the date at the top shows the latest version, and significant changes will be announced in the app.',
        `For any privacy question or request, write to ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};
