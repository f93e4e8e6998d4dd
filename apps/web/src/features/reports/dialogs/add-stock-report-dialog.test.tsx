import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readSession } from '../../../shared/api/session.ts';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { validTillLabel } from '../upload-schema.ts';
import { AddStockReportDialog } from './add-stock-report-dialog.tsx';

const UPLOAD = '/backend/api/trade/create-stock-report/';
const SEARCH = '/backend/api/trade/security_search/RELI';

const bridge = installTestBridge(() => {
  storeValidLogin();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const pdf = () => new File(['%PDF-1.4\n1 0 obj\n%%EOF\n'], 'reliance.pdf', { type: 'application/pdf' });
const start = () => {
  const onClose = vi.fn();
  renderAt('/trending/reports', { '/trending/reports': <AddStockReportDialog open onClose={onClose} /> });
  return onClose;
};
const dialog = () => screen.getByRole('dialog', { name: 'Add Stock Report' });
const field = (name: string) => within(dialog()).getByRole('textbox', { name: new RegExp(`^${name}`) });
const choosePdf = (file: File) =>
  fireEvent.change(screen.getByLabelText('Report PDF'), { target: { files: [file] } });
const submit = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Upload' }));

async function pickReliance() {
  fireEvent.change(within(dialog()).getByRole('combobox', { name: /^Stock/ }), { target: { value: 'RELI' } });
  fireEvent.click(await screen.findByRole('option', { name: 'RELIANCE · Reliance Industries Ltd (NSE)' }));
}

const searchAnswer = () =>
  json(200, [{ id: 31, name: 'Reliance Industries Ltd', symbol: 'RELIANCE', exchange: 'NSE' }]);

describe('AddStockReportDialog', () => {
  it('requires the stock, the PDF, the price and the months, without calling the server', async () => {
    const fetchMock = mockApi({});
    start();
    submit();
    await waitFor(() => expect(within(dialog()).getAllByText('This is Required.')).toHaveLength(4));
    expect(callsTo(fetchMock, 'POST', UPLOAD)).toHaveLength(0);
  });

  it('wants numbers for the prices and months, and a discount not above the price', async () => {
    mockApi({});
    start();
    fireEvent.change(field('Actual price'), { target: { value: '12a' } });
    fireEvent.change(field('Discounted price'), { target: { value: 'abc' } });
    fireEvent.change(field('Valid till'), { target: { value: 'six' } });
    submit();
    await waitFor(() => expect(within(dialog()).getAllByText('Only Numbers')).toHaveLength(3));

    fireEvent.change(field('Actual price'), { target: { value: '100' } });
    fireEvent.change(field('Discounted price'), { target: { value: '150' } });
    fireEvent.change(field('Valid till'), { target: { value: '6' } });
    submit();
    expect(
      await within(dialog()).findByText('Discounted price should not be more than the actual price'),
    ).toBeTruthy();
  });

  it('refuses a price or discounted price above ₹10,00,000, as the server and the checkout do', async () => {
    const fetchMock = mockApi({});
    start();
    fireEvent.change(field('Actual price'), { target: { value: '21000000' } });
    fireEvent.change(field('Discounted price'), { target: { value: '1000000.01' } });
    fireEvent.change(field('Valid till'), { target: { value: '6' } });
    submit();
    await waitFor(() =>
      expect(within(dialog()).getAllByText('Price should be at most ₹10,00,000')).toHaveLength(2),
    );
    fireEvent.change(field('Actual price'), { target: { value: '1000000' } });
    fireEvent.change(field('Discounted price'), { target: { value: '999999.99' } });
    submit();
    await waitFor(() =>
      expect(within(dialog()).queryByText('Price should be at most ₹10,00,000')).toBeNull(),
    );
    expect(callsTo(fetchMock, 'POST', UPLOAD)).toHaveLength(0);
  });

  it('refuses a file that is not a PDF, even one renamed to .pdf', async () => {
    mockApi({});
    start();
    choosePdf(new File(['\x89PNG\r\n'], 'chart.pdf', { type: 'application/pdf' }));
    submit();
    expect(await within(dialog()).findByText('Only PDF files are allowed')).toBeTruthy();
  });

  it('shows the month and year the report stays valid until', () => {
    mockApi({});
    start();
    fireEvent.change(field('Valid till'), { target: { value: '12' } });
    const expected = validTillLabel('12');
    expect(expected).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    expect(within(dialog()).getByText(`Valid till ${expected}`)).toBeTruthy();
    expect(validTillLabel('12', new Date('2026-05-15T06:00:00Z'))).toBe('May 2027');
    expect(validTillLabel('37')).toBeNull();
  });

  it('sends the multipart fields, shows the server message and closes', async () => {
    const fetchMock = mockApi({
      [`GET ${SEARCH}`]: searchAnswer,
      [`POST ${UPLOAD}`]: () => json(201, { id: 8, message: 'Report uploaded successfully' }),
    });
    const onClose = start();
    await pickReliance();
    choosePdf(pdf());
    fireEvent.change(field('Actual price'), { target: { value: '1999' } });
    fireEvent.change(field('Discounted price'), { target: { value: '1499.50' } });
    fireEvent.change(field('Valid till'), { target: { value: '6' } });
    submit();

    await waitFor(() => expect(callsTo(fetchMock, 'POST', UPLOAD)).toHaveLength(1));
    const init = callsTo(fetchMock, 'POST', UPLOAD)[0]![1];
    expect(init.body).toBeInstanceOf(FormData);
    const body = init.body as FormData;
    expect([...body.keys()]).toEqual(['report_pdf', 'stock', 'price', 'valid_till', 'discount_price']);
    expect(body.get('stock')).toBe('31');
    expect(body.get('price')).toBe('1999');
    expect(body.get('discount_price')).toBe('1499.50');
    expect(body.get('valid_till')).toBe('6');
    expect((body.get('report_pdf') as File).name).toBe('reliance.pdf');
    expect(new Headers(init.headers).get('Authorization')).toMatch(/^Bearer /);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bridge.notify).toHaveBeenCalledWith('Report uploaded successfully', 'success', undefined);
  });

  it("shows a non-SEBI user the server's 403 reason and keeps the session", async () => {
    mockApi({
      [`GET ${SEARCH}`]: searchAnswer,
      [`POST ${UPLOAD}`]: () =>
        json(403, { message: 'Only SEBI registered experts can upload research reports' }),
    });
    const onClose = start();
    await pickReliance();
    choosePdf(pdf());
    fireEvent.change(field('Actual price'), { target: { value: '500' } });
    fireEvent.change(field('Valid till'), { target: { value: '3' } });
    submit();
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        'Only SEBI registered experts can upload research reports',
        'error',
        undefined,
      ),
    );
    expect(bridge.notify).not.toHaveBeenCalledWith('Forbidden Request', 'error', undefined);
    expect(bridge.navigate).not.toHaveBeenCalled();
    expect(readSession().userId).toBe('42');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("puts the server's field errors next to the fields", async () => {
    mockApi({
      [`GET ${SEARCH}`]: searchAnswer,
      [`POST ${UPLOAD}`]: () =>
        json(400, {
          message: 'Only PDF files are allowed',
          errors: { report_pdf: ['Only PDF files are allowed'] },
        }),
    });
    start();
    await pickReliance();
    choosePdf(pdf());
    fireEvent.change(field('Actual price'), { target: { value: '500' } });
    fireEvent.change(field('Valid till'), { target: { value: '3' } });
    submit();
    expect(await within(dialog()).findByText('Only PDF files are allowed')).toBeTruthy();
    expect(bridge.notify).toHaveBeenCalledWith('Only PDF files are allowed', 'error', 4500);
  });
});
