/**
 * The operator's side (issue 30), at 1280 and at 390 px. A super admin, from the account menu,
 * verifies a new expert's payout details, SEBI registration and Premium group in the admin panel;
 * the group then appears in Premium Groups and a user pays for it. A Support staff member suspends
 * a reported user, whose open page is signed out and who cannot sign in again: the refusal says why.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type ApiLogin, bearer, signedInPage, signInByApi, uniquePhone } from '../support/auth.ts';
import { saveScreenshot, VIEWPORTS } from '../support/screenshots.ts';

// Serial: the staff's one sign-in (beforeAll) must not run again in a new worker after a failure,
// where the seeded phones' OTP timer would refuse it.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const SUPER_ADMIN_PHONE = '9000000001';
const SUPPORT_STAFF_PHONE = '9000000004';

/** Each seeded phone gets one OTP per two minutes: the staff sign in once for the whole file. */
let superAdmin: ApiLogin;
let supportStaff: ApiLogin;

test.beforeAll(async ({ request }) => {
  [superAdmin, supportStaff] = await Promise.all([
    signInByApi(request, SUPER_ADMIN_PHONE),
    signInByApi(request, SUPPORT_STAFF_PHONE),
  ]);
});

async function call(
  request: APIRequestContext,
  login: ApiLogin,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: Record<string, unknown>,
) {
  const response = await request[method](path, { headers: bearer(login), ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** A staff page whose account menu offers the admin panel (what finishLogin stores for staff). */
async function staffPage(
  browser: Parameters<typeof signedInPage>[0],
  login: ApiLogin,
  width: 'desktop' | 'mobile',
  isSuperuser: boolean,
) {
  const page = await signedInPage(browser, login, width);
  await page.addInitScript((superuser: boolean) => {
    localStorage.setItem('is_superuser', String(superuser));
    localStorage.setItem('is_staff', 'true');
  }, isSuperuser);
  return page;
}

async function openAdminFromMenu(page: Page) {
  await page.goto('/trending/main');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
}

async function openSection(page: Page, label: string) {
  await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: label }).click();
}

/** A user who signs in with the sandbox identity provider (no OTP, so the browser can try again). */
async function providerUser(request: APIRequestContext, name: string, email: string): Promise<ApiLogin> {
  const identity = await request.post('/backend/api/dev/identity/token', {
    data: { provider: 'google', name, email },
  });
  expect(identity.ok(), await identity.text()).toBe(true);
  const signedIn = await request.post('/backend/api/firebase-auth/google/', {
    data: { ...(await identity.json()), name, email, profile_picture: '' },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const login = (await signedIn.json()) as Omit<ApiLogin, 'profile_id'> & { profile_id: number | null };
  if (login.profile_id !== null) return { ...login, profile_id: login.profile_id };
  const created = await request.post('/backend/api/create-profile/', {
    data: { name, user_id: login.user_id },
    headers: { Authorization: `Bearer ${login.token.access}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { profile_detail } = (await created.json()) as { profile_detail: { id: number } };
  return { ...login, profile_id: profile_detail.id };
}

const RUNS = ['desktop', 'mobile'] as const;

for (const width of RUNS) {
  test(`a super admin verifies a new expert, whose Premium group then takes a payment (${VIEWPORTS[width].width} px)`, async ({
    browser,
    request,
  }) => {
    const run = `${width === 'desktop' ? 'D' : 'M'}${Date.now() % 100_000}`;
    const expertName = `Vikram Newcomer ${run}`;
    const groupName = `Newcomer Desk ${run}`;
    const expert = await signInByApi(request, uniquePhone(), expertName);
    const subscriber = await signInByApi(request, uniquePhone(), `Sunita Subscriber ${run}`);

    // The new expert's setup, all still waiting for review.
    const sebiNumber = `INH${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const nextYear = new Date(Date.now() + 365 * 24 * 3600_000).toISOString().slice(0, 10);
    await call(request, expert, 'put', '/backend/api/profile/sebi-registration/', {
      sebi_user_type: 'registered_analyst',
      sebi_registration_num: sebiNumber,
      valid_until: nextYear,
    });
    const created = await call(request, expert, 'post', '/backend/api/own-groups/', {
      name: groupName,
      group_type: 'Premium',
      description: 'Swing calls on mid caps with the reasoning, twice a week.',
    });
    const groupId = (created.group_detail as { id: number }).id;
    await call(request, expert, 'put', `/backend/api/group-plans/${groupId}/`, {
      plans: [{ plan: 'Monthly', price: 599 }],
    });
    await call(request, expert, 'post', '/backend/api/payment-info/', {
      account_holder_name: 'Vikram Newcomer',
      bank_name: 'Axis Bank',
      account_number: '918010012345678',
      ifsc_code: 'UTIB0000123',
      pan_number: 'ABCDE1234F',
    });
    const listed = async () => {
      const premium = await call(
        request,
        subscriber,
        'get',
        '/backend/api/premium-groups/?page_number=1&detail_count=50',
      );
      return (premium.premium_groups as { id: number }[]).some((group) => group.id === groupId);
    };
    expect(await listed()).toBe(false);

    const admin = await staffPage(browser, superAdmin, width, true);
    await openAdminFromMenu(admin);
    await expect(admin).toHaveURL(/\/admin\/payouts$/);

    // Payout details: approve.
    await admin.getByRole('button', { name: `Approve ${expertName}` }).click();
    const approvePayout = admin.getByRole('dialog', { name: 'Approve payment information' });
    await approvePayout.getByRole('button', { name: 'Approve' }).click();
    await expect(approvePayout).toBeHidden();
    await expect(admin.getByRole('button', { name: `Approve ${expertName}` })).toHaveCount(0);

    // SEBI registration: verify.
    await openSection(admin, 'SEBI');
    await expect(admin).toHaveURL(/\/admin\/sebi$/);
    await admin.getByRole('button', { name: `Verify ${expertName}` }).click();
    const verifySebi = admin.getByRole('dialog', { name: 'Verify SEBI registration' });
    await expect(verifySebi.getByText(sebiNumber)).toBeVisible();
    await saveScreenshot(admin, 'admin-sebi-verify', { fullPage: false });
    await verifySebi.getByRole('button', { name: 'Verify' }).click();
    await expect(verifySebi).toBeHidden();

    // The group: review and approve.
    await openSection(admin, 'Groups');
    await expect(admin).toHaveURL(/\/admin\/groups-verification$/);
    await admin.getByRole('button', { name: `Review ${groupName}` }).click();
    const review = admin.getByRole('dialog', { name: `Review ${groupName}` });
    await expect(review.getByText('Verified', { exact: true })).toBeVisible();
    await saveScreenshot(admin, 'admin-group-review', { fullPage: false });
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review).toBeHidden();
    await saveScreenshot(admin, 'admin-groups');

    // The expert's badge now reads verified.
    const registration = await call(request, expert, 'get', '/backend/api/profile/sebi-registration/');
    expect(registration).toMatchObject({ is_sebi_registered: true });
    expect(registration.sebi_registration).toMatchObject({ verification: 'verified' });
    await expect.poll(listed).toBe(true);

    // A user finds the group in Premium Groups and pays for it.
    const page = await signedInPage(browser, subscriber, width);
    await page.goto('/trending/main/premium-groups');
    await expect(page.getByText(groupName).first()).toBeVisible();
    await page.goto(`/premium-groups/detail/${groupId}`);
    await page
      .getByRole('button', { name: /^Subscribe/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: groupName });
    await dialog.getByRole('radio', { name: /Monthly/ }).check();
    await dialog.getByRole('button', { name: 'Pay & Join' }).click();
    const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
    await checkout.getByRole('button', { name: 'Pay ₹599' }).click();
    await expect(dialog.getByText('Congratulation')).toBeVisible({ timeout: 15_000 });

    for (const opened of [admin, page]) await opened.context().close();
  });

  test(`a Support staff member suspends a reported user, who cannot sign in again (${VIEWPORTS[width].width} px)`, async ({
    browser,
    request,
  }) => {
    const run = `${width === 'desktop' ? 'D' : 'M'}${Date.now() % 100_000}`;
    const spammerName = `Spammy Sam ${run}`;
    const email = `spammy.${run.toLowerCase()}@example.com`;
    const spammer = await providerUser(request, spammerName, email);
    const reporter = await signInByApi(request, uniquePhone(), `Rekha Reporter ${run}`);
    const reasons = (await (await request.get('/backend/master/reason_list/')).json()) as { id: number }[];
    await call(request, reporter, 'post', '/backend/api/report-and-block/', {
      block_reason: reasons[0]!.id,
      blocked_profile: spammer.profile_id,
    });

    // The spammer has the product open.
    const spammerPage = await signedInPage(browser, spammer, width);
    await spammerPage.goto('/my-profile');
    await expect(spammerPage.getByRole('button', { name: 'Account' })).toBeVisible();

    const staff = await staffPage(browser, supportStaff, width, false);
    await openAdminFromMenu(staff);
    await expect(staff).toHaveURL(/\/admin\/moderation$/);
    await staff.getByRole('button', { name: `Review ${spammerName}` }).click();
    const detail = staff.getByRole('dialog', { name: spammerName });
    await expect(detail.getByRole('list', { name: 'Reports' })).toBeVisible();
    await detail.getByRole('button', { name: 'Suspend' }).click();
    const suspend = staff.getByRole('dialog', { name: 'Suspend account' });
    await suspend.getByRole('radio', { name: '7 days' }).check();
    await suspend.getByRole('textbox', { name: /Remark/ }).fill('Repeated spam links in comments');
    await saveScreenshot(staff, 'admin-suspend', { fullPage: false });
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await expect(suspend).toBeHidden();

    // Their tokens ended with the suspension: the next page they open sends them to sign in, and
    // signing in again is refused with the reason and the date.
    await spammerPage.goto('/my-profile');
    await expect(spammerPage.getByRole('heading', { name: 'Sign in to TradeCircle' })).toBeVisible({
      timeout: 15_000,
    });
    await spammerPage.getByRole('button', { name: 'Continue with Google' }).click();
    const sandbox = spammerPage.getByRole('dialog', { name: 'Sandbox identity provider' });
    await sandbox.getByRole('textbox', { name: 'Name' }).fill(spammerName);
    await sandbox.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await sandbox.getByRole('button', { name: 'Continue' }).click();
    await expect(
      spammerPage.getByText(
        /^Your account is suspended until .+ IST\. Reason: Repeated spam links in comments$/,
      ),
    ).toBeVisible();
    await saveScreenshot(spammerPage, 'suspended-sign-in', { fullPage: false });
    await expect(spammerPage).toHaveURL(/\/login/);

    for (const opened of [staff, spammerPage]) await opened.context().close();
  });
}
