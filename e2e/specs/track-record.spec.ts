/**
 * The track record (issue 16), at 1280 and at 390 px: a signed-in reader opens a demo expert's
 * profile, reads the Track record panel (the figures the API computes from the record, with their
 * call counts, the equity curve, another period), follows the link to the public record and verifies
 * the chain in the browser; then the command-line verifier recomputes the same expert's chain from
 * the running demo's endpoint alone.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInByApi, storeLoginInBrowser, uniquePhone } from '../support/auth.ts';
import { saveScreenshot, VIEWPORTS } from '../support/screenshots.ts';

test.describe.configure({ timeout: 120_000 });

const repoRoot = path.resolve(import.meta.dirname, '../..');

type Figure = { value: number | null; calls: number };
type FiguresResponse = {
  count: number;
  head_hash: string;
  basis: 'gross' | 'net';
  figures: {
    closed_trades: number;
    small_sample: boolean;
    accuracy: Figure;
    roi: Figure;
    [key: string]: unknown;
  };
};

/** The seeded SEBI-registered expert with a history of closed calls (apps/server/src/seed/trades.data.ts). */
async function demoExpert(request: APIRequestContext): Promise<{ user_id: number; name: string }> {
  const response = await request.get('/backend/api/sebi-users/?search_query=Ananya');
  expect(response.ok(), await response.text()).toBe(true);
  const { results } = (await response.json()) as { results: { user_id: number; name: string }[] };
  const expert = results.find((row) => row.name === 'Ananya Sharma');
  expect(expert, 'the demo seed has Ananya Sharma').toBeDefined();
  return expert!;
}

async function figuresOf(request: APIRequestContext, userId: number, period = 'All', basis = 'gross') {
  const response = await request.get(
    `/backend/api/track-record/${userId}/figures/?period=${period}&basis=${basis}`,
  );
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as FiguresResponse;
}

async function readPanel(page: Page, expected: FiguresResponse) {
  const panel = page.getByRole('region', { name: 'Track record' });
  await expect(panel).toBeVisible();
  const accuracy = panel.getByRole('group', { name: 'Accuracy' });
  await expect(accuracy).toContainText(`${expected.figures.accuracy.value}`);
  await expect(accuracy).toContainText(`${expected.figures.accuracy.calls} calls`);
  // The chart is drawn once its place nears the screen: on a phone it sits under the figures.
  const curve = panel.getByRole('img', { name: /Equity curve/ });
  await curve.scrollIntoViewIfNeeded();
  await expect(curve.locator('canvas').first()).toBeVisible();
  // The seeded history is more than 20 closed calls: no small-sample mark on All.
  expect(expected.figures.small_sample).toBe(false);
  await expect(panel.getByText('Small sample')).toHaveCount(0);
  return panel;
}

for (const width of ['desktop', 'mobile'] as const) {
  test(`a reader checks an expert's track record and verifies it (${VIEWPORTS[width].width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(VIEWPORTS[width]);
    const reader = await signInByApi(request, uniquePhone(), 'Record Reader');
    await storeLoginInBrowser(page, reader);
    const expert = await demoExpert(request);
    const all = await figuresOf(request, expert.user_id);
    expect(all.figures.closed_trades).toBeGreaterThanOrEqual(20);

    await page.goto(`/profile/${expert.user_id}/${encodeURIComponent(expert.name)}`);
    const panel = await readPanel(page, all);
    await saveScreenshot(page, 'track-record-panel', { element: panel });

    // Another period: the panel asks the server for it and shows its count.
    const week = await figuresOf(request, expert.user_id, '1W');
    const asked = page.waitForResponse((response) => response.url().includes('figures/?period=1W'));
    await panel.getByRole('button', { name: '1W' }).click();
    await asked;
    await expect(panel.getByRole('group', { name: 'Closed calls' })).toContainText(
      `${week.figures.closed_trades}`,
    );

    // Net of charges: the same calls, each result less its round trip's charges.
    const allNet = await figuresOf(request, expert.user_id, 'All', 'net');
    expect(allNet.basis).toBe('net');
    expect(allNet.figures.roi.value!).toBeLessThan(all.figures.roi.value!);
    await panel.getByRole('button', { name: 'All' }).click();
    const askedNet = page.waitForResponse((response) => response.url().includes('basis=net'));
    await panel.getByRole('button', { name: 'Net of charges' }).click();
    await askedNet;
    await expect(panel.getByRole('group', { name: 'ROI' })).toContainText(
      `${allNet.figures.roi.value!.toFixed(2)}%`,
    );
    await saveScreenshot(page, 'track-record-panel-net', { element: panel });

    await panel.getByRole('link', { name: 'Public record and verifier' }).click();
    await expect(page).toHaveURL(new RegExp(`/track-record/${expert.user_id}$`));
    await page.getByRole('button', { name: 'Verify in this browser' }).click();
    await expect(page.getByText(/Chain intact: \d+ entries/)).toBeVisible({ timeout: 30_000 });
    const intact = await page.getByText(/Chain intact: \d+ entries/).textContent();
    expect(Number(/Chain intact: (\d+)/.exec(intact ?? '')?.[1])).toBeGreaterThanOrEqual(all.count);
    await saveScreenshot(page, 'track-record-page');
  });
}

test('the command-line verifier recomputes a demo expert’s chain from the running server', async ({
  request,
  baseURL,
}) => {
  const expert = await demoExpert(request);
  const { count } = await figuresOf(request, expert.user_id);
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'verify-record', '--', String(expert.user_id), '--origin', baseURL!],
    { cwd: repoRoot },
  );
  const verified = new RegExp(`expert ${expert.user_id}: (\\d+) entries verified, head [0-9a-f]{64}`).exec(
    stdout,
  );
  expect(verified, stdout).not.toBeNull();
  expect(Number(verified![1])).toBeGreaterThanOrEqual(count);
});
