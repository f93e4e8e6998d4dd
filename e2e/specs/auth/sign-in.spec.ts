import { expect, type Page, test } from '@playwright/test';
import { latestOtp, uniquePhone } from '../../support/auth.ts';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots.ts';

const SEEDED_EXPERT_PHONE = '9810000001';

async function requestOtp(page: Page, phone: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to TradeCircle' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('textbox', { name: 'Mobile number' }).press('Enter');
  await expect(page).toHaveURL(/\/verify-otp$/);
}

for (const viewport of Object.values(VIEWPORTS)) {
  test.describe(`sign-in at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a new user signs in with phone and OTP, completes the profile, lands home and logs out', async ({
      page,
      request,
    }) => {
      const phone = uniquePhone();
      await page.goto('/login');
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByText('This is Required.')).toBeVisible();
      await saveScreenshot(page, 'login');

      await requestOtp(page, phone);
      await expect(page).toHaveTitle('Verify OTP | TradeCircle');
      await expect(page.getByText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`)).toBeVisible();
      await expect(page.getByRole('timer')).toHaveText(/Resend OTP in [12]:\d\d/);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('All fields are required')).toBeVisible();
      await saveScreenshot(page, 'verify-otp');

      await page.getByRole('textbox', { name: 'OTP' }).fill(await latestOtp(request, phone));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/complete-profile$/);
      await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
      await saveScreenshot(page, 'complete-profile');

      await page.getByRole('textbox', { name: 'Full name' }).fill('Ravi Menon');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/home\/\d+$/);
      await expect(page).toHaveTitle('Home | TradeCircle');

      // A first sign-in is congratulated with the signup bonus (trades.md §1), once.
      const bonus = page.getByRole('dialog', { name: 'Congratulations!' });
      await expect(bonus.getByText('300 credits', { exact: true })).toBeVisible();
      await expect(bonus.getByRole('button', { name: 'Redeem Now' })).toBeVisible();
      await saveScreenshot(page, 'congratulation', { fullPage: false });
      await bonus.getByRole('button', { name: 'Skip' }).click();
      await expect(bonus).toBeHidden();

      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('refresh'))).toBeNull();

      await page.goto('/my-profile');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Sign in to TradeCircle' })).toBeVisible();
    });
  });
}

test('the seeded expert signs in and lands straight on home', async ({ page, request }) => {
  await requestOtp(page, SEEDED_EXPERT_PHONE);
  await page.getByRole('textbox', { name: 'OTP' }).fill(await latestOtp(request, SEEDED_EXPERT_PHONE));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/home\/\d+$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_check_status'))).toBe('HOME');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});

test('editing the number on the OTP page returns to login with the number filled in', async ({ page }) => {
  const phone = uniquePhone();
  await requestOtp(page, phone);
  await page.getByRole('button', { name: 'Edit mobile number' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(phone);
});
