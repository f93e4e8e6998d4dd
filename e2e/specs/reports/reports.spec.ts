import { expect, test } from '@playwright/test';
import { type ApiLogin, signInByApi, storeLoginInBrowser, uniquePhone } from '../../support/auth.ts';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots.ts';

// 9810000002 (Rohit Verma, SEBI registered): the auth journeys sign 9810000001 in during the same
// run, and a phone gets a new OTP only every 2 minutes.
const SEBI_EXPERT_PHONE = '9810000002';
const SEBI_EXPERT_NAME = 'Rohit Verma';
// One page: the server parses uploads and refuses a PDF without pages.
const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

test.describe.configure({ mode: 'serial' });

let expert: ApiLogin;
let reader: ApiLogin;

test.beforeAll(async ({ request }) => {
  expert = await signInByApi(request, SEBI_EXPERT_PHONE);
  reader = await signInByApi(request, uniquePhone(), 'Report Reader');
});

test('the SEBI expert uploads a RELIANCE report (a PNG renamed .pdf is refused) and makes it free', async ({
  page,
}) => {
  await storeLoginInBrowser(page, expert);
  await page.goto('/trending/reports');
  await expect(page.getByRole('heading', { name: 'Stock Research Reports' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Downloaded Stock Reports' })).toBeVisible();

  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Stock Report' });
  await dialog.getByRole('combobox', { name: 'Stock' }).fill('RELIANCE');
  await page.getByRole('option', { name: 'RELIANCE · Reliance Industries Ltd (NSE)' }).click();
  await dialog
    .getByLabel('Report PDF')
    .setInputFiles({ name: 'chart.pdf', mimeType: 'application/pdf', buffer: PNG_BYTES });
  await dialog.getByRole('textbox', { name: 'Actual price' }).fill('1999');
  await dialog.getByRole('textbox', { name: 'Discounted price' }).fill('1499');
  await dialog.getByRole('textbox', { name: 'Valid till (months)' }).fill('12');
  await expect(dialog.getByText(/^Valid till [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill('Refining margins, retail growth and Jio tariffs.');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Only PDF files are allowed')).toBeVisible();

  await dialog.getByLabel('Report PDF').setInputFiles({
    name: 'reliance-q1.pdf',
    mimeType: 'application/pdf',
    buffer: MINIMAL_PDF,
  });
  await expect(dialog.getByText('reliance-q1.pdf')).toBeVisible();
  await saveScreenshot(page, 'add-stock-report-dialog');
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot(page, 'add-stock-report-dialog');
  await page.setViewportSize(VIEWPORTS.desktop);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Report uploaded successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ hasText: 'Reliance Industries Ltd' });
  await expect(card.getByText('Starts from ₹1,499.00')).toBeVisible();
  await card.getByRole('button', { name: 'Explore Reliance Industries Ltd reports' }).click();
  const list = page.getByRole('dialog', { name: /Research reports/ });
  const mine = list.getByRole('listitem', { name: `Report by ${SEBI_EXPERT_NAME}` });
  await expect(mine.getByText('₹1,999.00')).toBeVisible();
  await mine.getByRole('switch', { name: 'Free to download' }).check();
  await expect(page.getByText('Report is now free to download')).toBeVisible();
  await expect(mine.getByText('Free', { exact: true })).toBeVisible();
});

test('a second user sees the offer on the security page, downloads the free report and finds it in downloads', async ({
  page,
}) => {
  await storeLoginInBrowser(page, reader);
  await page.goto('/trending/downloads');
  await expect(page.getByRole('heading', { name: 'Downloaded Reports' })).toBeVisible();
  await expect(page.getByText('Report List is Empty')).toBeVisible();

  await page.goto('/search/RELIANCE-NSE?tab=0');
  await expect(page.getByText('Download Stock Research Report starting from ₹1,499.00 only')).toBeVisible();

  await page.goto('/trending/reports');
  await saveScreenshot(page, 'stock-reports');
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot(page, 'stock-reports');
  await page.setViewportSize(VIEWPORTS.desktop);

  await page.getByRole('button', { name: 'Explore Reliance Industries Ltd reports' }).click();
  const report = page.getByRole('listitem', { name: `Report by ${SEBI_EXPERT_NAME}` });
  const popupPromise = page.waitForEvent('popup');
  await report.getByRole('button', { name: 'Download' }).click();
  const popup = await popupPromise;
  await expect.poll(() => popup.url()).toContain('/backend/api/files/reports/');
  await popup.close();
  await expect(report.getByRole('button', { name: 'View' })).toBeVisible();

  await page.goto('/trending/downloads');
  const row = page.getByRole('row').filter({ hasText: 'Reliance Industries Ltd' });
  await expect(row.getByText(SEBI_EXPERT_NAME)).toBeVisible();
  const view = row.getByRole('link', { name: 'View Reliance Industries Ltd report' });
  const pdf = await page.request.get((await view.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await saveScreenshot(page, 'downloaded-reports');
  await page.setViewportSize(VIEWPORTS.mobile);
  await expect(page.getByRole('list', { name: 'Downloaded reports' })).toBeVisible();
  await saveScreenshot(page, 'downloaded-reports');
});

test('a user who is not SEBI registered gets no Upload, only how to register, and stays signed in', async ({
  page,
}) => {
  await storeLoginInBrowser(page, reader);
  await page.goto('/trending/reports');
  const note = page.getByText(/^Research reports are uploaded by SEBI-registered research analysts/);
  await expect(note).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  await saveScreenshot(page, 'reports-not-registered');
  await page.getByRole('link', { name: 'Add SEBI registration' }).click();
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByRole('region', { name: 'SEBI registration' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBe(String(reader.user_id));
});
