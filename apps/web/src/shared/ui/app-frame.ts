/** What the shell's frame sets and the pages lay themselves out around. */

/** The bottom navigation's height under 768 px (app/layout/mobile-nav.tsx): pages keep clear of it. */
export const MOBILE_NAV_HEIGHT_PX = 60;

/** The support address: the footer and the legal texts. */
export const CONTACT_EMAIL = 'support@tradecircle.in';
