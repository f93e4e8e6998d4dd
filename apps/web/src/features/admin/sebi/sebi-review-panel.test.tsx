import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ADMIN_MESSAGES,
  type ExpertPerformanceVerification,
  SEBI_REVIEW_MESSAGES,
  type SebiRegistrationReview,
} from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { routeApi } from '../../follows/testing.ts';
import { PERFORMANCE_PANEL_TEXTS, PerformanceVerificationPanel } from './performance-verification-panel.tsx';
import { SEBI_QUEUE_TEXTS, SebiReviewPanel } from './sebi-review-panel.tsx';

const QUEUE = '/backend/api/admin/sebi-registrations/';
const EXPERTS = '/backend/api/admin/performance-verification/';

installTestBridge(() => {
  storeValidLogin();
  setViewportWidth(1280);
  vi.stubGlobal('scrollTo', vi.fn());
});

const review = (userId: number, name: string, overrides: Partial<SebiRegistrationReview> = {}) => ({
  user: { id: userId, name },
  sebi_user_type: 'registered_analyst' as const,
  type_label: 'RA' as const,
  sebi_registration_num: `INH000000${userId}`,
  valid_until: '2030-03-31',
  verification: 'self_declared' as const,
  is_expired: false,
  remark: null,
  submitted: '2026-11-20T10:00:00.000Z',
  reviewed: null,
  ...overrides,
});
const pageOf = <T,>(results: T[]) => ({
  results,
  page_info: {
    page_number: 1,
    detail_count: 20,
    total_page: results.length ? 1 : 0,
    total_count: results.length,
  },
});

describe('SebiReviewPanel', () => {
  it('lists registrations awaiting review, verifies one and rejects another with a remark', async () => {
    const api = routeApi({
      [`GET ${QUEUE}`]: () => json(200, pageOf([review(11, 'Asha Analyst'), review(12, 'Ravi Adviser')])),
      [`POST ${QUEUE}11/approve/`]: () =>
        json(200, {
          message: SEBI_REVIEW_MESSAGES.approved,
          sebi_registration: review(11, 'Asha Analyst', { verification: 'verified' }),
        }),
      [`POST ${QUEUE}12/reject/`]: () =>
        json(200, {
          message: SEBI_REVIEW_MESSAGES.rejected,
          sebi_registration: review(12, 'Ravi Adviser', { verification: 'rejected' }),
        }),
    });
    renderAt('/', { '/': <SebiReviewPanel /> });
    const table = await screen.findByRole('table', { name: SEBI_QUEUE_TEXTS.tableLabel });
    expect(within(table).getByText('RA · INH00000011')).toBeTruthy();
    expect(api.calls('GET', QUEUE)[0]?.url.searchParams.get('status')).toBe('self_declared');

    fireEvent.click(within(table).getByRole('button', { name: 'Verify Asha Analyst' }));
    const approveDialog = await screen.findByRole('dialog');
    fireEvent.click(within(approveDialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(api.calls('POST', `${QUEUE}11/approve/`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(table).getByRole('button', { name: 'Reject Ravi Adviser' }));
    const rejectDialog = await screen.findByRole('dialog');
    fireEvent.click(within(rejectDialog).getByRole('button', { name: 'Reject' }));
    expect(await within(rejectDialog).findByText(ADMIN_MESSAGES.remarkRequired)).toBeTruthy();
    expect(api.calls('POST', `${QUEUE}12/reject/`)).toHaveLength(0);
    fireEvent.change(within(rejectDialog).getByRole('textbox', { name: /Remark for the expert/ }), {
      target: { value: ' Not on the SEBI register ' },
    });
    fireEvent.click(within(rejectDialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.calls('POST', `${QUEUE}12/reject/`)).toHaveLength(1));
    expect(bodyOf(api.calls('POST', `${QUEUE}12/reject/`)[0]?.init)).toEqual({
      remark: 'Not on the SEBI register',
    });
  });

  it('shows the 409 of a registration someone else decided, and the empty and failed states', async () => {
    let fail = true;
    const api = routeApi({
      [`GET ${QUEUE}`]: (url) => {
        if (fail) return json(500, { message: 'boom' });
        return json(
          200,
          pageOf(url.searchParams.get('status') === 'rejected' ? [] : [review(11, 'Asha Analyst')]),
        );
      },
      [`POST ${QUEUE}11/approve/`]: () => json(409, { message: SEBI_REVIEW_MESSAGES.notAwaitingReview }),
    });
    renderAt('/', { '/': <SebiReviewPanel /> });
    expect(await screen.findByText(SEBI_QUEUE_TEXTS.failed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Verify Asha Analyst' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(SEBI_REVIEW_MESSAGES.notAwaitingReview)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await screen.findByText(SEBI_QUEUE_TEXTS.empty.rejected)).toBeTruthy();
    expect(api.calls('GET', QUEUE).at(-1)?.url.searchParams.get('status')).toBe('rejected');
  });

  it('fits a 390 px phone as cards', async () => {
    setViewportWidth(390);
    routeApi({ [`GET ${QUEUE}`]: () => json(200, pageOf([review(11, 'Asha Analyst')])) });
    renderAt('/', { '/': <SebiReviewPanel /> });
    const list = await screen.findByRole('list', { name: SEBI_QUEUE_TEXTS.tableLabel });
    expect(within(list).getByRole('button', { name: 'Verify Asha Analyst' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('PerformanceVerificationPanel', () => {
  const expert = (verified: boolean): ExpertPerformanceVerification => ({
    user: { id: 21, name: 'Priya Expert' },
    is_sebi_registered: true,
    performance_verification: verified
      ? { status: 'verified', reference: 'PARRVA/42', verified_on: '2026-11-01' }
      : { status: 'unverified', reference: null, verified_on: null },
  });

  it('records a verification with its reference and date, checked before sending', async () => {
    const api = routeApi({
      [`GET ${EXPERTS}`]: () => json(200, pageOf([expert(false)])),
      [`POST ${EXPERTS}21/`]: () =>
        json(200, { message: SEBI_REVIEW_MESSAGES.performanceRecorded, expert: expert(true) }),
    });
    renderAt('/', { '/': <PerformanceVerificationPanel /> });
    const list = await screen.findByRole('list', { name: PERFORMANCE_PANEL_TEXTS.listLabel });
    expect(within(list).getByText('Unverified')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Record verification for Priya Expert' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText(SEBI_REVIEW_MESSAGES.reference)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /PaRRVA reference/ }), {
      target: { value: 'PARRVA/42' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Verified on/), { target: { value: '2026-11-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(api.calls('POST', `${EXPERTS}21/`)).toHaveLength(1));
    expect(bodyOf(api.calls('POST', `${EXPERTS}21/`)[0]?.init)).toEqual({
      reference: 'PARRVA/42',
      verified_on: '2026-11-01',
    });
  });

  it('clears a recorded verification', async () => {
    const api = routeApi({
      [`GET ${EXPERTS}`]: () => json(200, pageOf([expert(true)])),
      [`DELETE ${EXPERTS}21/`]: () =>
        json(200, { message: SEBI_REVIEW_MESSAGES.performanceCleared, expert: expert(false) }),
    });
    renderAt('/', { '/': <PerformanceVerificationPanel /> });
    expect(await screen.findByText('PaRRVA verified')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear verification for Priya Expert' }));
    await waitFor(() => expect(api.calls('DELETE', `${EXPERTS}21/`)).toHaveLength(1));
  });
});
