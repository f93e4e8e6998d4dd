import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAYOUT_MESSAGES, type PaymentInfo } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { routeApi } from '../../follows/testing.ts';
import { PaymentSetupCard } from './payment-setup-card.tsx';

installTestBridge(() => storeValidLogin());

const PROFILE = { sebi_user_type: null, sebi_registration_num: null };
const adminInfo = (
  verification_status: 'Pending' | 'Verified' | 'Rejected',
  remark: string | null = null,
) => ({
  id: 4,
  verification_status,
  remark,
  profile: PROFILE,
});

const SAVED: PaymentInfo = {
  id: 4,
  account_holder_name: 'Ananya Sharma',
  bank_name: 'HDFC Bank',
  account_number: 'XXXXXX1234',
  ifsc_code: 'HDFC0001234',
  pan_number: 'XXXXXX234F',
  gst_number: null,
  verification_status: 'Rejected',
  remark: 'The PAN does not match the account holder',
};

type CardGroup = Parameters<typeof PaymentSetupCard>[0]['group'];
const show = (group: CardGroup) => renderAt('/', { '/': <PaymentSetupCard group={group} /> });

describe('PaymentSetupCard', () => {
  it('shows nothing to members, a Payments active line once Verified, the review state while Pending', async () => {
    show({ is_admin: false, admin_payment_info: null });
    expect(screen.queryByRole('alert')).toBeNull();
    show({ is_admin: true, admin_payment_info: adminInfo('Verified') });
    expect(await screen.findByText('Payments active')).toBeTruthy();
    show({ is_admin: true, admin_payment_info: adminInfo('Pending') });
    const pending = await screen.findByRole('alert');
    expect(within(pending).getByText('Payment information in review')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Edit payment information' })).toBeTruthy();
  });

  it('adds missing information with POST, checking the fields with the spec’s messages first', async () => {
    const api = routeApi({
      'GET /backend/api/payment-info/': () => json(200, { payment_info: null }),
      'POST /backend/api/payment-info/': () =>
        json(200, { message: 'Payment information saved', payment_info: { ...SAVED, remark: null } }),
    });
    show({ is_admin: true, admin_payment_info: null });
    expect(screen.getByText('Payment information missing')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add payment information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payment information' });
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /Account holder name/ }), {
      target: { value: 'Ananya Sharma' },
    });
    fireEvent.change(field(/Account number/), { target: { value: '12345' } });
    fireEvent.change(field(/IFSC/), { target: { value: 'HDFC1234' } });
    fireEvent.change(field(/PAN/), { target: { value: 'ABCDE1234' } });
    fireEvent.change(field(/GST/), { target: { value: '27ABCDE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(PAYOUT_MESSAGES.accountNumber)).toBeTruthy();
    expect(within(dialog).getByText(PAYOUT_MESSAGES.ifsc)).toBeTruthy();
    expect(within(dialog).getByText(PAYOUT_MESSAGES.pan)).toBeTruthy();
    expect(within(dialog).getByText(PAYOUT_MESSAGES.gst)).toBeTruthy();
    expect(api.calls('POST', '/backend/api/payment-info/')).toHaveLength(0);

    fireEvent.change(field(/Account number/), { target: { value: '50100123451234' } });
    fireEvent.change(field(/IFSC/), { target: { value: 'hdfc0001234' } });
    fireEvent.change(field(/PAN/), { target: { value: 'ABCDE1234F' } });
    fireEvent.change(field(/GST/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST', '/backend/api/payment-info/')).toHaveLength(1));
    expect(bodyOf(api.calls('POST', '/backend/api/payment-info/')[0]?.init)).toMatchObject({
      account_holder_name: 'Ananya Sharma',
      account_number: '50100123451234',
      pan_number: 'ABCDE1234F',
    });
  });

  it('shows a rejection’s remark and edits with PUT, the saved numbers masked', async () => {
    routeApi({
      'GET /backend/api/payment-info/': () => json(200, { payment_info: SAVED }),
      'PUT /backend/api/payment-info/': () =>
        json(400, {
          message: 'Please correct the payment information',
          errors: { pan_number: 'Invalid Pan Number' },
        }),
    });
    show({ is_admin: true, admin_payment_info: adminInfo('Rejected', SAVED.remark) });
    expect(screen.getByText('Payment information rejected')).toBeTruthy();
    expect(screen.getByText(SAVED.remark ?? '')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit payment information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit payment information' });
    expect(await within(dialog).findByText(/Saved: XXXXXX1234/)).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /Account holder name/ })).toHaveProperty(
      'value',
      'Ananya Sharma',
    );
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    fireEvent.change(field(/Account number/), { target: { value: '50100123451234' } });
    fireEvent.change(field(/PAN/), { target: { value: 'ABCDE1234F' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The server's field error lands under its field.
    expect(await within(dialog).findByText('Invalid Pan Number')).toBeTruthy();
  });
});
