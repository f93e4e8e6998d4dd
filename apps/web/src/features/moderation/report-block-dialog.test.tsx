import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REPORT_MESSAGES } from '@tradecircle/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../test-render.tsx';
import { storeValidLogin } from '../../test-utils.ts';
import { ProfileReportMenu } from './report-actions.tsx';
import {
  ANONYMOUS_REPORT_LABEL,
  REASONS_FAILED_MESSAGE,
  REPORT_DIALOG_TITLE,
  REPORT_SUBMIT_LABEL,
  ReportBlockDialog,
} from './report-block-dialog.tsx';
import { REPORT_MENU_ITEM } from './report-block-menu.tsx';

const REASONS = '/backend/master/reason_list/';
const REPORT = '/backend/api/report-and-block/';
const REASON_LIST = [
  { id: 1, reason: 'Spam or misleading' },
  { id: 2, reason: 'Abusive language' },
  { id: 3, reason: 'Fake SEBI registration' },
];

const bridge = installTestBridge(() => {
  storeValidLogin({ userId: '42' });
  pageReads = 0;
});

let pageReads = 0;

/** A page query that counts its reads, to see the page read again. */
function PageProbe({ label }: { label: string }) {
  const reads = useQuery({ queryKey: ['probe'], queryFn: async () => ++pageReads });
  return <p>{reads.data === undefined ? `${label} reading` : `${label} read ${reads.data} times`}</p>;
}

function Harness({ label = 'Profile page' }: { label?: string }) {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <PageProbe label={label} />
      <button type="button" onClick={() => setIsOpen(true)}>
        Open report
      </button>
      <ReportBlockDialog open={isOpen} onClose={() => setIsOpen(false)} profileId={77} name="Vikram Shah" />
    </>
  );
}

const dialog = () => screen.getByRole('dialog');
const submitButton = () => within(dialog()).getByRole('button', { name: REPORT_SUBMIT_LABEL });

async function chooseReason(name: string) {
  fireEvent.click(await within(dialog()).findByRole('radio', { name }));
}

describe('ReportBlockDialog', () => {
  it('lists the reasons after a loading state and needs one before it reports', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockApi({
      [`GET ${REASONS}`]: () => new Promise<Response>((resolve) => (answer = resolve)) as never,
    });
    renderAt('/profile/9/vikram', { '/profile/:id/:name': <Harness /> });
    expect(screen.getByRole('dialog', { name: REPORT_DIALOG_TITLE })).toBeTruthy();
    expect(within(dialog()).getByRole('progressbar', { name: 'Loading reasons' })).toBeTruthy();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);

    await waitFor(() => expect(callsTo(fetchMock, 'GET', REASONS)).toHaveLength(1));
    answer(json(200, REASON_LIST));
    expect(await within(dialog()).findAllByRole('radio')).toHaveLength(3);
    expect(within(dialog()).getByRole('checkbox', { name: ANONYMOUS_REPORT_LABEL })).toBeTruthy();
    await chooseReason('Abusive language');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('reports the chosen reason and profile (anonymously when asked), then shows Successfully Reported! and goes home on close', async () => {
    const fetchMock = mockApi({
      [`GET ${REASONS}`]: () => json(200, REASON_LIST),
      [`POST ${REPORT}`]: () => json(201, { message: REPORT_MESSAGES.reported }),
    });
    const router = renderAt('/profile/9/vikram', {
      '/profile/:id/:name': <Harness />,
      '/home/:id': <PageProbe label="Home page" />,
    });
    await chooseReason('Fake SEBI registration');
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: ANONYMOUS_REPORT_LABEL }));
    fireEvent.click(submitButton());

    expect(await within(dialog()).findByRole('heading', { name: REPORT_MESSAGES.reported })).toBeTruthy();
    const [call] = callsTo(fetchMock, 'POST', REPORT);
    expect(bodyOf(call?.[1])).toEqual({ block_reason: 3, blocked_profile: 77, is_anonymous: true });
    expect(within(dialog()).getByText(/Vikram Shah is blocked/)).toBeTruthy();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/42'));
    expect(await screen.findByText(/^Home page read/)).toBeTruthy();
  });

  it('on the home page already, closing after a report reads the page again', async () => {
    mockApi({
      [`GET ${REASONS}`]: () => json(200, REASON_LIST),
      [`POST ${REPORT}`]: () => json(201, { message: REPORT_MESSAGES.reported }),
    });
    const router = renderAt('/home/42', { '/home/:id': <Harness label="Home page" /> });
    await screen.findByText('Home page read 1 times');
    const visit = router.state.location.key;
    await chooseReason('Spam or misleading');
    fireEvent.click(submitButton());
    await within(dialog()).findByRole('heading', { name: REPORT_MESSAGES.reported });
    expect(screen.getByText('Home page read 1 times')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Home page read 2 times')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.key).toBe(visit);
  });

  it('shows a repeated report as the warning, without sending the user home', async () => {
    mockApi({
      [`GET ${REASONS}`]: () => json(200, REASON_LIST),
      [`POST ${REPORT}`]: () => json(400, { message: REPORT_MESSAGES.alreadyReported }),
    });
    const router = renderAt('/profile/9/vikram', { '/profile/:id/:name': <Harness /> });
    await chooseReason('Spam or misleading');
    fireEvent.click(submitButton());

    const warning = await within(dialog()).findByRole('alert');
    expect(warning.textContent).toContain(REPORT_MESSAGES.alreadyReported);
    expect(warning.className).toContain('Warning');
    expect(bridge.notify).toHaveBeenCalledWith(REPORT_MESSAGES.alreadyReported, 'warning', 4500);
    // Not the catalogue's red 400 snackbar.
    expect(bridge.notify).not.toHaveBeenCalledWith(expect.anything(), 'error', expect.anything());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/profile/9/vikram');
  });

  it('keeps the form with the server reason for another refusal, and offers Retry when reasons fail', async () => {
    let reasonsAnswer = json(404, {});
    mockApi({
      [`GET ${REASONS}`]: () => reasonsAnswer,
      [`POST ${REPORT}`]: () => json(400, { message: REPORT_MESSAGES.reportSelf }),
    });
    renderAt('/profile/9/vikram', { '/profile/:id/:name': <Harness /> });
    const failed = await within(dialog()).findByText(REASONS_FAILED_MESSAGE);
    reasonsAnswer = json(200, REASON_LIST);
    fireEvent.click(
      within(failed.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    await chooseReason('Spam or misleading');
    fireEvent.click(submitButton());
    expect(await within(dialog()).findByText(REPORT_MESSAGES.reportSelf)).toBeTruthy();
    expect(within(dialog()).getByRole('radio', { name: 'Spam or misleading' })).toBeTruthy();
  });
});

describe('ProfileReportMenu', () => {
  it("opens the dialog from another user's profile, and is absent on one's own and for visitors", async () => {
    mockApi({ [`GET ${REASONS}`]: () => json(200, REASON_LIST) });
    renderAt('/profile/9/vikram', {
      '/profile/:id/:name': (
        <>
          <ProfileReportMenu userId={9} profileId={77} name="Vikram Shah" />
          <ProfileReportMenu userId={42} profileId={7} name="Me" />
        </>
      ),
    });
    expect(screen.queryByRole('button', { name: 'Profile actions for Me' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Profile actions for Vikram Shah' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: REPORT_MENU_ITEM }));
    expect(await screen.findByRole('dialog', { name: REPORT_DIALOG_TITLE })).toBeTruthy();
    expect(await screen.findAllByRole('radio')).toHaveLength(3);
  });

  it('is absent for visitors', () => {
    localStorage.clear();
    vi.stubGlobal('fetch', vi.fn());
    renderAt('/profile/9/vikram', {
      '/profile/:id/:name': <ProfileReportMenu userId={9} profileId={77} name="Vikram Shah" />,
    });
    expect(screen.queryByRole('button', { name: /Profile actions/ })).toBeNull();
  });
});
