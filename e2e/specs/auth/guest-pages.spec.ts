import { expect, test } from '@playwright/test';
import { latestOtp, uniquePhone } from '../../support/auth.ts';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots.ts';

for (const viewport of Object.values(VIEWPORTS)) {
  test.describe(`guest pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('landing About carousel, legal texts and the subscribe page', async ({ page }) => {
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'About TradeCircle in pictures' });
      await expect(carousel.getByRole('button', { name: 'Slide 1 of 4' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expect(carousel.getByRole('button', { name: 'Slide 2 of 4' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await saveScreenshot(page, 'landing-about');

      await page.goto('/disclaimer');
      await expect(page.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeVisible();
      await expect(page.getByText('Last updated: 9 May 2022')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Not investment advice' })).toBeVisible();
      await saveScreenshot(page, 'disclaimer');

      await page.goto('/privacy-policy');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Removing your data' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
      await saveScreenshot(page, 'privacy-policy');

      await page.goto('/subscribe');
      await expect(
        page.getByRole('heading', { name: 'Daily equity trading calls from experts' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByText('This is Required.')).toHaveCount(2);
      await saveScreenshot(page, 'subscribe');
    });
  });
}

test('a visitor subscribes: name and mobile, OTP, profile created, then pays for the offered plan', async ({
  page,
  request,
}) => {
  const offer = await request.get('/backend/api/subscribe-offer/');
  const { group } = (await offer.json()) as { group: { id: number; name: string } | null };
  expect(group, 'the demo seed offers a premium group taking payments').not.toBeNull();

  const phone = uniquePhone();
  await page.goto('/subscribe');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Meera Iyer');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('textbox', { name: 'Mobile number' }).press('Enter');

  await expect(page.getByRole('heading', { name: 'Verify your mobile' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/Resend OTP in [12]:\d\d/);
  const otp = await latestOtp(request, phone);
  await page.getByRole('textbox', { name: 'OTP' }).fill(otp);
  await page.getByRole('button', { name: 'Verify' }).click();

  // The payment modal for the advertised group opens; the first plan is paid through the sandbox.
  const dialog = page.getByRole('dialog', { name: group!.name });
  await expect(dialog.getByRole('button', { name: 'Pay & Join' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_check_status'))).toBe('HOME');
  expect(await page.evaluate(() => localStorage.getItem('profile_id'))).toMatch(/^\d+$/);
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Pay & Join' }).click();
  const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(dialog.getByText('Congratulation')).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/premium-groups/detail/${group!.id}$`));
  // A first sign-in also earns the signup bonus, greeted once the payment step is over.
  const bonus = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(bonus.getByText('300 credits', { exact: true })).toBeVisible();
  await bonus.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});
