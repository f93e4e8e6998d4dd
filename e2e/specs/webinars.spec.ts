/**
 * Webinars (issue 31), at 1280 and at 390 px: an expert adds a free webinar through the Add Webinar
 * dialog (rich-text description, India date and time), sees it with its joining link and the
 * registrations count; a visitor registers for it as a guest and is given the joining link; the
 * expert's card then counts one registration. A user pays for a paid webinar through the sandbox
 * checkout and is given its joining link.
 */
import { expect, test } from '@playwright/test';
import { bearer, signedInPage, signInByApi, uniquePhone } from '../support/auth.ts';
import { saveScreenshot, VIEWPORTS } from '../support/screenshots.ts';

const MEETING = 'https://meet.example.com/tc-webinar';

/** Tomorrow in India, as the date box takes it (dd/mm/yyyy). */
function tomorrowInIndia(): string {
  const india = new Date(Date.now() + (5 * 60 + 30) * 60_000 + 24 * 60 * 60_000);
  const [year, month, day] = india.toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** Tomorrow in India as the API takes it (YYYY-MM-DD). */
const tomorrowIso = () => tomorrowInIndia().split('/').reverse().join('-');

for (const width of ['desktop', 'mobile'] as const) {
  test(`a user pays for a paid webinar and gets its joining link (${VIEWPORTS[width].width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const title = `Paid greeks ${width} ${Math.floor(Math.random() * 1e5)}`;
    const expert = await signInByApi(request, uniquePhone(), 'Paid Webinar Expert');
    const created = await request.post('/backend/trending/create-webinar/', {
      headers: bearer(expert),
      data: {
        title,
        description: '<p>Delta and theta on the weekly chain.</p>',
        date: tomorrowIso(),
        time: '19:00',
        duration: '1',
        level: 'Intermediate',
        price: '299',
        meeting_url: `${MEETING}-paid`,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    const buyer = await signInByApi(request, uniquePhone(), 'Paying Learner');
    const page = await signedInPage(browser, buyer, width);
    await page.goto('/webinars');
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Pay ₹299.00 to register')).toBeVisible();
    await card.getByRole('button', { name: `Register for ${title}` }).click();
    const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
    await expect(checkout.getByTestId('rzp-amount')).toHaveText('₹299.00');
    await checkout.getByRole('button', { name: 'Pay ₹299.00' }).click();
    const success = page.getByRole('dialog', { name: 'You are registered' });
    await expect(success).toBeVisible();
    await expect(success.getByRole('link', { name: 'Join' })).toHaveAttribute('href', `${MEETING}-paid`);
    await saveScreenshot(page, `webinars-paid-registered-${width}`);
    await success.getByRole('button', { name: 'Close' }).click();
    await expect(card.getByRole('button', { name: `Registered for ${title}` })).toBeDisabled();
    await page.context().close();
  });

  test(`an expert adds a free webinar and a guest registers for it (${VIEWPORTS[width].width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const title = `Price action ${width} ${Math.floor(Math.random() * 1e5)}`;
    const expert = await signInByApi(request, uniquePhone(), 'Webinar Expert');
    const page = await signedInPage(browser, expert, width);
    await page.goto('/webinars');
    await expect(page.getByRole('heading', { name: 'Webinars', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add Webinar' }).click();

    const form = page.getByRole('form', { name: 'Add Webinar' });
    await form.getByLabel('Title').fill(title);
    const editor = form.getByRole('textbox', { name: 'Description' });
    await editor.click();
    await page.keyboard.type('Support, resistance and the candles that matter. ');
    await form.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Bring a chart.');
    await form.getByRole('textbox', { name: 'Date' }).fill(tomorrowInIndia());
    await form.getByLabel('Time').fill('18:30');
    await form.getByLabel('Duration (hours)').fill('2');
    await form.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: 'Beginner' }).click();
    await form.getByLabel('Meeting link').fill(MEETING);
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form).toBeHidden();

    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Upcoming')).toBeVisible();
    await expect(card.getByText('Bring a chart.')).toBeVisible();
    await expect(card.getByText('0 registered')).toBeVisible();
    // The owner sees the link and no register button.
    await expect(card.getByRole('button', { name: `Register for ${title}` })).toHaveCount(0);
    await saveScreenshot(page, `webinars-owner-${width}`);

    const guestContext = await browser.newContext({ viewport: VIEWPORTS[width] });
    const guest = await guestContext.newPage();
    await guest.goto('/webinars');
    const guestCard = guest.getByRole('article', { name: title });
    await guestCard.getByRole('button', { name: `Register for ${title}` }).click();
    const dialog = guest.getByRole('form', { name: 'Register for webinar' });
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('This is Required.')).toHaveCount(3);
    await dialog.getByLabel('Name').fill('Guest Learner');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Contact').fill('12345');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('Invalid Email')).toBeVisible();
    await expect(dialog.getByText('Invalid Phone Number')).toBeVisible();
    await dialog.getByLabel('Email').fill('guest.learner@example.com');
    await dialog.getByLabel('Contact').fill(`+91 ${uniquePhone().replace(/^7/, '9')}`);
    await dialog.getByRole('button', { name: 'Register' }).click();
    const success = guest.getByRole('dialog', { name: 'You are registered' });
    await expect(success).toBeVisible();
    await expect(success.getByRole('link', { name: 'Join' })).toHaveAttribute('href', MEETING);
    await saveScreenshot(guest, `webinars-guest-registered-${width}`);
    await guestContext.close();

    await page.reload();
    await expect(page.getByRole('article', { name: title }).getByText('1 registered')).toBeVisible();
    await page.context().close();
  });
}
