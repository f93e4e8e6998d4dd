/**
 * Videos (issue 31), at 1280 and at 390 px: an expert uploads a video (WebM, the committed sample)
 * and fills its details (paid, ₹49); Content staff verify it in the admin videos queue; a buyer pays
 * for it through the sandbox checkout, watches it and seeks: the player's position moves and the
 * server answers the player's range request with 206.
 */
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type ApiLogin, signedInPage, signInByApi, uniquePhone } from '../support/auth.ts';
import { saveScreenshot, VIEWPORTS } from '../support/screenshots.ts';

// Serial: the staff's one sign-in (beforeAll) must not run again in a new worker after a failure,
// where the seeded phone's OTP timer would refuse it.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Content team: the `videos` permission (seed users.data.ts). */
const CONTENT_STAFF_PHONE = '9000000003';
const SAMPLE = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/sample-3s.webm');
const DRAFT_WARNING = 'This video is saved as draft, To view it please fill required infomation and proceed';

let staff: ApiLogin;

test.beforeAll(async ({ request }) => {
  staff = await signInByApi(request, CONTENT_STAFF_PHONE);
});

/** A staff page whose session says staff (what finishLogin stores), so the admin panel opens. */
async function staffPage(browser: Browser, login: ApiLogin, width: keyof typeof VIEWPORTS): Promise<Page> {
  const page = await signedInPage(browser, login, width);
  await page.addInitScript(() => {
    localStorage.setItem('is_superuser', 'false');
    localStorage.setItem('is_staff', 'true');
  });
  return page;
}

for (const width of ['desktop', 'mobile'] as const) {
  test(`an expert uploads a paid video, staff verify it, a buyer pays, watches and seeks (${VIEWPORTS[width].width} px)`, async ({
    browser,
    request,
  }) => {
    const title = `Candles ${width} ${Math.floor(Math.random() * 1e6)}`;
    const expert = await signInByApi(request, uniquePhone(), 'Video Expert');
    const page = await signedInPage(browser, expert, width);

    // Upload: a Draft, which cannot be viewed yet.
    await page.goto('/video-and-playlist');
    await expect(page.getByRole('heading', { name: 'Video and Playlist', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Upload Video' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Video' });
    await upload.getByLabel('Video file').setInputFiles(SAMPLE);
    await expect(upload.getByText(/sample-3s\.webm/)).toBeVisible();
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(upload).toBeHidden({ timeout: 30_000 });
    const draft = page.getByRole('article', { name: 'Untitled draft' });
    await expect(draft.getByText('Draft', { exact: true })).toBeVisible();
    await draft.getByRole('button', { name: 'Actions for Untitled draft' }).click();
    await page.getByRole('menuitem', { name: 'View' }).click();
    await expect(page.getByText(DRAFT_WARNING)).toBeVisible();

    // The details: required boxes first, then a paid video.
    await draft.getByRole('button', { name: '+ Add Video details' }).click();
    const details = page.getByRole('form', { name: 'Video details' });
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details.getByText('This is Required.')).toHaveCount(3);
    await details.getByRole('textbox', { name: 'Title' }).fill(title);
    await details
      .getByRole('textbox', { name: 'Description' })
      .fill('Reading candles on a three-second chart.');
    await details.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await details.getByRole('radio', { name: 'Paid' }).check();
    await details.getByRole('textbox', { name: 'Price' }).fill('4x');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details.getByText('Only Numbers')).toBeVisible();
    await details.getByRole('textbox', { name: 'Price' }).fill('49');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details).toBeHidden();
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await saveScreenshot(page, `videos-mine-${width}`);

    // Content staff verify it in the admin videos queue.
    const admin = await staffPage(browser, staff, width);
    await admin.goto('/admin/videos-verification');
    await admin.getByRole('button', { name: `Review ${title}` }).click();
    const review = admin.getByRole('dialog', { name: `Review ${title}` });
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review).toBeHidden();
    await admin.context().close();

    await page.reload();
    await expect(
      page.getByRole('article', { name: title }).getByText('Verified', { exact: true }),
    ).toBeVisible();

    // A buyer pays through the sandbox checkout, then watches and seeks.
    await page
      .getByRole('article', { name: title })
      .getByRole('button', { name: `Actions for ${title}` })
      .click();
    await page.getByRole('menuitem', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/video-detail\?vdid=\d+&usid=\d+&type=video$/);
    const videoUrl = page.url();
    await page.context().close();

    const buyer = await signInByApi(request, uniquePhone(), 'Video Buyer');
    const watcher = await signedInPage(browser, buyer, width);
    await watcher.goto(videoUrl);
    await expect(watcher.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(watcher.getByText('Buy this video or its playlist to watch it')).toBeVisible();
    await watcher.getByRole('button', { name: 'Buy for ₹49.00' }).click();
    const checkout = watcher.getByRole('dialog', { name: 'Razorpay Checkout' });
    await checkout.getByRole('button', { name: 'Pay ₹49.00' }).click();
    await expect(checkout).toBeHidden();

    const player = watcher.getByLabel(`Video player: ${title}`);
    const ranged = watcher.waitForResponse(
      (response) => response.url().includes('/backend/video/stream/') && response.status() === 206,
    );
    await expect(player).toBeVisible({ timeout: 15_000 });
    await expect(watcher.getByRole('button', { name: /Buy for/ })).toHaveCount(0);
    const streamed = await ranged;
    expect(streamed.headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);
    const moved = await player.evaluate(async (element) => {
      const video = element as HTMLVideoElement;
      if (video.readyState < 1)
        await new Promise((done) => video.addEventListener('loadedmetadata', done, { once: true }));
      const seeked = new Promise((done) => video.addEventListener('seeked', done, { once: true }));
      video.currentTime = 2;
      await seeked;
      return video.currentTime;
    });
    expect(moved).toBeGreaterThan(1.5);
    await saveScreenshot(watcher, `videos-watching-${width}`);
    await watcher.context().close();
  });
}
