import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SebiRegistrationResult } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import {
  type ApiHandler,
  bodyOf,
  callsTo,
  installTestBridge,
  json,
  mockApi,
  renderAt,
} from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { SebiRegistrationCard } from './sebi-registration-card.tsx';

const ROUTE = '/backend/api/profile/sebi-registration/';
const NONE: SebiRegistrationResult = { sebi_registration: null, is_sebi_registered: false };
const RECORDED: SebiRegistrationResult = {
  sebi_registration: {
    sebi_user_type: 'registered_analyst',
    sebi_registration_num: 'INH000012345',
    valid_until: '2099-03-31',
    verification: 'self_declared',
  },
  is_sebi_registered: true,
};

const bridge = installTestBridge(() => {
  storeValidLogin({ userId: '42' });
  setViewportWidth(1280);
});

function start(handlers: Record<string, ApiHandler>) {
  const fetchMock = mockApi(handlers);
  renderAt('/my-profile', { '/my-profile': <SebiRegistrationCard userId={42} /> });
  return fetchMock;
}

const card = () => screen.findByRole('region', { name: 'SEBI registration' });

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add registration' }));
  return screen.findByRole('dialog', { name: 'Add SEBI registration' });
}

function fill(dialog: HTMLElement, values: { type?: string; number: string; validUntil: string }) {
  if (values.type) fireEvent.click(within(dialog).getByRole('radio', { name: values.type }));
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Registration number/ }), {
    target: { value: values.number },
  });
  // Typed as a user types it, in the Indian order: 2099-03-31 is 31/03/2099.
  const [year, month, day] = values.validUntil.split('-');
  fireEvent.change(within(dialog).getByLabelText(/Valid until/), {
    target: { value: `${day}/${month}/${year}` },
  });
}

describe('SebiRegistrationCard', () => {
  it('explains the registration and offers Add when none is recorded', async () => {
    start({ [`GET ${ROUTE}`]: () => json(200, NONE) });
    const section = await card();
    expect(
      await within(section).findByText(
        'Registered research analysts and investment advisers: record your SEBI registration once; every call you post then carries it in its disclosure.',
      ),
    ).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Add registration' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('saves the form as the server expects it (number trimmed and upper-cased) and shows the result', async () => {
    const fetchMock = start({
      [`GET ${ROUTE}`]: () => json(200, NONE),
      [`PUT ${ROUTE}`]: () => json(200, RECORDED),
    });
    const dialog = await openForm();
    expect(within(dialog).getByPlaceholderText('INH000012345')).toBeTruthy();
    fill(dialog, { number: ' inh000012345 ', validUntil: '2099-03-31' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT', ROUTE)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PUT', ROUTE)[0]?.[1])).toEqual({
      sebi_user_type: 'registered_analyst',
      sebi_registration_num: 'INH000012345',
      valid_until: '2099-03-31',
    });
    expect(await within(await card()).findByText('INH000012345')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bridge.notify).toHaveBeenCalledWith('SEBI registration saved', 'success', undefined);
  });

  it('checks the number against the chosen type with the domain rules before sending', async () => {
    const fetchMock = start({ [`GET ${ROUTE}`]: () => json(200, NONE) });
    const dialog = await openForm();
    fill(dialog, { type: 'Investment Adviser (RIA)', number: 'INH000012345', validUntil: '2020-01-01' });
    expect(within(dialog).getByPlaceholderText('INA000012345')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText(
        'An RIA registration number is INA followed by 9 digits, e.g. INA000012345 (as on your SEBI certificate)',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        'valid_until is in the past: only a registration that is still valid can be recorded',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', ROUTE)).toHaveLength(0);
  });

  it('shows a 400 message under the field it names, and a 409 under the number', async () => {
    const pastToday = 'valid_until is in the past: only a registration that is still valid can be recorded';
    const taken =
      'This SEBI registration number is already recorded on another profile; if it is yours, write to support';
    let answer = json(400, { message: pastToday, errors: { valid_until: [pastToday] } });
    start({
      [`GET ${ROUTE}`]: () => json(200, NONE),
      [`PUT ${ROUTE}`]: () => answer,
    });
    const dialog = await openForm();
    fill(dialog, { number: 'INH000012345', validUntil: '2099-03-31' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const validUntil = within(dialog).getByLabelText(/Valid until/);
    await waitFor(() => expect(validUntil.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(pastToday)).toBeTruthy();
    // The form shows it: no snackbar on top.
    expect(bridge.notify).not.toHaveBeenCalled();

    answer = json(409, { message: taken });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(taken)).toBeTruthy();
    const number = within(dialog).getByRole('textbox', { name: /Registration number/ });
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Add SEBI registration' })).toBeTruthy();
  });

  it('shows a refusal that names no field above the form', async () => {
    start({
      [`GET ${ROUTE}`]: () => json(200, NONE),
      [`PUT ${ROUTE}`]: () => json(400, { message: 'Complete your profile first' }),
    });
    const dialog = await openForm();
    fill(dialog, { number: 'INH000012345', validUntil: '2099-03-31' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Complete your profile first');
  });

  it('shows a recorded registration with its self-declared status, and edits it', async () => {
    start({ [`GET ${ROUTE}`]: () => json(200, RECORDED) });
    const section = await card();
    expect(await within(section).findByText('Research Analyst (RA)')).toBeTruthy();
    expect(within(section).getByText('INH000012345')).toBeTruthy();
    expect(within(section).getByText('31 Mar 2099')).toBeTruthy();
    expect(within(section).getByText('Self-declared: not yet verified by TradeCircle')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit SEBI registration' });
    expect(within(dialog).getByRole('textbox', { name: /Registration number/ })).toHaveProperty(
      'value',
      'INH000012345',
    );
    expect(within(dialog).getByLabelText(/Valid until/)).toHaveProperty('value', '31/03/2099');
  });

  it('says when a recorded registration has run out', async () => {
    const registration = { ...RECORDED.sebi_registration!, valid_until: '2020-01-01' };
    start({ [`GET ${ROUTE}`]: () => json(200, { ...RECORDED, sebi_registration: registration }) });
    expect(await within(await card()).findByText('Expired on 1 Jan 2020')).toBeTruthy();
  });

  it("shows compliance's remark on a rejected registration", async () => {
    const registration = { ...RECORDED.sebi_registration!, verification: 'rejected' as const };
    start({
      [`GET ${ROUTE}`]: () =>
        json(200, {
          sebi_registration: registration,
          is_sebi_registered: false,
          remark: 'Number not on the register',
        }),
    });
    expect(await within(await card()).findByText('Rejected: Number not on the register')).toBeTruthy();
  });

  it('removes the registration only after confirmation', async () => {
    const fetchMock = start({
      [`GET ${ROUTE}`]: () => json(200, RECORDED),
      [`DELETE ${ROUTE}`]: () => json(200, NONE),
    });
    const section = await card();
    fireEvent.click(await within(section).findByRole('button', { name: 'Remove' }));
    let confirm = await screen.findByRole('dialog', { name: 'Remove your SEBI registration?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', ROUTE)).toHaveLength(0);

    fireEvent.click(within(section).getByRole('button', { name: 'Remove' }));
    confirm = await screen.findByRole('dialog', { name: 'Remove your SEBI registration?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await within(section).findByRole('button', { name: 'Add registration' })).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', ROUTE)).toHaveLength(1);
    expect(within(section).queryByText('INH000012345')).toBeNull();
    expect(bridge.notify).toHaveBeenCalledWith('SEBI registration removed', 'success', undefined);
  });
});
