import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TrackRecordEntry } from '@tradecircle/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt } from '../../../test-render.tsx';
import { pagesOf, sampleChain } from '../chain-fixtures.ts';
import { HIDDEN_ENTRY_TEXT, WITHHELD_ENTRY_TEXT } from '../components/record-entries-table.tsx';
import { TrackRecordPage } from './track-record-page.tsx';

const PROFILE = {
  id: 9,
  user_id: 77,
  name: 'Meera Iyer',
  profile_image: null,
  bio: null,
  is_sebi_registered: false,
  sebi_user_type: null,
  is_own_profile: false,
  trade_counts: { posted_count: 4, followed_count: 0, inactive_count: 0, active_count: 0, closed_count: 4 },
  followers_count: 0,
  following_count: 0,
  is_followed: false,
};

/** Serves the record of `entries` (pages of 100), its checkpoints and the expert's profile. */
function serveRecord(
  entries: TrackRecordEntry[],
  { hasProfile = true, merges = {} }: { hasProfile?: boolean; merges?: Record<string, unknown> } = {},
) {
  const pages = (page: number) => ({ ...pagesOf(entries)(page), ...merges });
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    switch (url.pathname) {
      case '/backend/api/track-record/77/':
        return json(200, pages(Number(url.searchParams.get('page') ?? 1)));
      case '/backend/api/track-record/77/checkpoints/':
        return json(200, {
          expert_user_id: 77,
          count: entries.length,
          head_hash: entries.at(-1)?.hash,
          checkpoints: [{ date: '2026-01-01', seq: entries.length, hash: entries.at(-1)?.hash }],
        });
      case '/backend/api/profile-details/77':
        return hasProfile ? json(200, { result: PROFILE }) : json(404, { message: 'Not found' });
      default:
        return json(404, {});
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return (path: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(input, 'http://localhost'))
      .filter((url) => url.pathname === path)
      .map((url) => url.searchParams.get('page'));
}

const openPage = (path = '/track-record/77') =>
  renderAt(path, { '/track-record/:userId': <TrackRecordPage />, '/profile/:id/:name': <p>profile</p> });

afterEach(() => vi.unstubAllGlobals());

describe('TrackRecordPage', () => {
  it("lists the entries with the expert's name, the head and the checkpoints; a private call shows only its hash", async () => {
    const entries = sampleChain(12);
    serveRecord(entries);
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Track record of Meera Iyer' })).toBeTruthy();
    const table = within(await screen.findByRole('table', { name: 'Entries' }));
    expect(table.getAllByRole('row')).toHaveLength(13);
    const first = within(table.getAllByRole('row')[1]!);
    expect(first.getByText('Posted')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Call #100' }).getAttribute('href')).toBe(
      '/profile/77/Meera-Iyer?trade_id=100',
    );
    // When it happened (the payload's at) and when it was written: the same instant in these entries.
    expect(first.getAllByText('9:30 AM 1 Jan 2026 IST')).toHaveLength(2);
    expect(first.getByTitle(entries[0]!.hash).textContent).toBe(`${entries[0]!.hash.slice(0, 12)}…`);
    // Entries 9-12 are the private call's.
    expect(table.getAllByText(HIDDEN_ENTRY_TEXT)).toHaveLength(4);
    expect(within(table.getAllByRole('row')[9]!).getByText(HIDDEN_ENTRY_TEXT)).toBeTruthy();

    const head = within(screen.getByRole('region', { name: 'The record' }));
    expect(head.getByText('12').parentElement?.textContent).toBe('12 entries');
    expect(head.getByText(entries[11]!.hash)).toBeTruthy();
    const checkpoints = within(await screen.findByRole('table', { name: 'Daily checkpoints' }));
    expect(checkpoints.getByText('2026-01-01')).toBeTruthy();
    expect(
      screen.getByText(/Save today's checkpoint to prove later that nothing before it changed/),
    ).toBeTruthy();
    expect(screen.getByText(/npm run verify-record -- 77 --origin http/)).toBeTruthy();
  });

  it('names a deleted call without a link (its entries stay in the record)', async () => {
    const entries = sampleChain(3).map((entry) => ({ ...entry, trade_deleted: true }));
    serveRecord(entries);
    openPage();
    const table = within(await screen.findByRole('table', { name: 'Entries' }));
    const first = within(table.getAllByRole('row')[1]!);
    expect(first.getByText('Call #100 (deleted)')).toBeTruthy();
    expect(first.queryByRole('link')).toBeNull();
  });

  it("shows a merge's entry with a link to the merged record, the merged records, and withheld content", async () => {
    const [posted, withheld] = sampleChain(2);
    const merge: TrackRecordEntry = {
      ...sampleChain(3)[2]!,
      kind: 'record_merged',
      trade_id: null,
      trade_deleted: null,
      payload: JSON.stringify({
        at: '2026-01-02T04:00:00.000Z',
        kind: 'record_merged',
        merged_head_hash: 'f'.repeat(64),
        merged_head_seq: 5,
        merged_user_id: 81,
        trade_id: 0,
      }),
    };
    serveRecord([posted!, { ...withheld!, kind: 'posted', payload: null, salt: null }, merge], {
      merges: {
        merged_records: [
          {
            user_id: 81,
            head_seq: 5,
            head_hash: 'f'.repeat(64),
            seq: 3,
            merged_at: '2026-01-02T04:00:00.000Z',
          },
        ],
      },
    });
    openPage();
    const table = within(await screen.findByRole('table', { name: 'Entries' }));
    const second = within(table.getAllByRole('row')[2]!);
    expect(second.getByText(`(${WITHHELD_ENTRY_TEXT})`)).toBeTruthy();
    expect(second.getByRole('link', { name: 'Call #100' })).toBeTruthy();
    const third = within(table.getAllByRole('row')[3]!);
    expect(third.getByText('Record merged')).toBeTruthy();
    expect(third.getByRole('link', { name: 'Record of user 81 (to entry 5)' }).getAttribute('href')).toBe(
      '/track-record/81',
    );
    const head = within(screen.getByRole('region', { name: 'The record' }));
    expect(head.getByRole('link', { name: 'the record of user 81' }).getAttribute('href')).toBe(
      '/track-record/81',
    );
    expect(head.getByText(/merged at entry 3 up to its entry 5/)).toBeTruthy();
  });

  it('names the user by id when the profile is not there, and pages through the record', async () => {
    const pagesAsked = serveRecord(sampleChain(150), { hasProfile: false });
    openPage('/track-record/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Track record of user 77' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Entries' });
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51));
    expect(within(table).getByText('101')).toBeTruthy();
    expect(pagesAsked('/backend/api/track-record/77/')).toContain('2');
  });

  it('verifies an intact chain in the browser, reading every page', async () => {
    const entries = sampleChain(150);
    const pagesAsked = serveRecord(entries);
    openPage();
    await screen.findByRole('table', { name: 'Entries' });
    fireEvent.click(screen.getByRole('button', { name: 'Verify in this browser' }));
    const verdict = await screen.findByText(/^Chain intact: 150 entries, head/);
    expect(verdict.textContent).toContain(entries[149]!.hash);
    expect(pagesAsked('/backend/api/track-record/77/')).toEqual(expect.arrayContaining(['1', '2']));
  });

  it('names the first broken entry of a tampered chain', async () => {
    const entries = sampleChain(12).map((entry) =>
      entry.seq === 7
        ? { ...entry, payload: entry.payload!.replace('"trade_id":101', '"trade_id":102') }
        : entry,
    );
    serveRecord(entries);
    openPage();
    await screen.findByRole('table', { name: 'Entries' });
    fireEvent.click(screen.getByRole('button', { name: 'Verify in this browser' }));
    expect(
      await screen.findByText(
        /^Broken at entry 7: its payload does not match its payload_hash\. The 6 entries before it hold\./,
      ),
    ).toBeTruthy();
  });
});
