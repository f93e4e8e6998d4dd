/**
 * Signs a user in through the API (OTP from the sandbox SMS outbox) and hands the browser the
 * login the way `saveLoginResult` stores it (apps/web/src/shared/api/session.ts). Shared by the watchlist
 * and report journeys; each phone gets a new OTP only every 2 minutes, so sign each in once per file.
 */
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { VIEWPORTS } from './screenshots.ts';

export interface ApiLogin {
  user_id: number;
  profile_id: number;
  token: { access: string; refresh: string };
  user_type: string;
}

/** A fresh Indian mobile: 7 and nine random digits. */
export function uniquePhone(): string {
  return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** The newest OTP the sandbox SMS provider kept for the phone (waits for it to arrive). */
export async function latestOtp(request: APIRequestContext, phone: string): Promise<string> {
  let otp = '';
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/backend/api/dev/sms-outbox/${phone}`)).json()) as {
        otp: string | null;
      }[];
      otp = messages[0]?.otp ?? '';
      return otp;
    })
    .toMatch(/^\d{4}$/);
  return otp;
}

/** A client address of the private range, as the e2e server's trusted proxy would pass it on. */
function clientAddress(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}

export async function signInByApi(
  request: APIRequestContext,
  phone: string,
  name = 'E2E Investor',
): Promise<ApiLogin> {
  // One user, one address: the per-address sign-in limits hold for each journey's user.
  const headers = clientAddress();
  const sent = await request.post('/backend/api/login/', { data: { phone }, headers });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { user_id: userId } = (await sent.json()) as { user_id: number };

  const otp = await latestOtp(request, phone);
  const verified = await request.post(`/backend/api/verify_otp/${userId}/`, { data: { otp }, headers });
  expect(verified.ok(), await verified.text()).toBe(true);
  const login = (await verified.json()) as Omit<ApiLogin, 'profile_id'> & {
    profile_id: number | null;
    is_profile_setup_complete: boolean;
  };
  if (login.profile_id !== null && login.is_profile_setup_complete)
    return { ...login, profile_id: login.profile_id };

  const created = await request.post('/backend/api/create-profile/', {
    data: { name, user_id: userId },
    headers: { Authorization: `Bearer ${login.token.access}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { profile_detail } = (await created.json()) as { profile_detail: { id: number } };
  return { ...login, profile_id: profile_detail.id };
}

/** Puts the login into local storage before any page script runs. */
export async function storeLoginInBrowser(page: Page, login: ApiLogin): Promise<void> {
  await page.addInitScript((stored: ApiLogin) => {
    if (localStorage.getItem('user_id')) return;
    localStorage.setItem('user_id', String(stored.user_id));
    localStorage.setItem('profile_id', String(stored.profile_id));
    localStorage.setItem('token', JSON.stringify(stored.token));
    localStorage.setItem('access', stored.token.access);
    localStorage.setItem('refresh', stored.token.refresh);
    localStorage.setItem('verified', 'true');
    localStorage.setItem('user_type', stored.user_type);
    localStorage.setItem('auth_check_status', 'HOME');
  }, login);
}

/** A page of its own browser context at one of the journeys' widths, signed in as `login`. */
export async function signedInPage(
  browser: Browser,
  login: ApiLogin,
  width: keyof typeof VIEWPORTS,
): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[width] });
  const page = await context.newPage();
  await storeLoginInBrowser(page, login);
  return page;
}

export function bearer(login: ApiLogin): { Authorization: string } {
  return { Authorization: `Bearer ${login.token.access}` };
}
