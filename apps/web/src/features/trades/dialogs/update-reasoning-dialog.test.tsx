import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { UPDATE_REASONING_TITLE, UpdateReasoningDialog } from './update-reasoning-dialog.tsx';

const UPDATE = '/backend/api/trade/update-reasoning/81';

const bridge = installTestBridge(storeValidLogin);

function renderDialog() {
  const handlers = { onClose: vi.fn(), onUpdated: vi.fn() };
  renderAt('/', { '/': <UpdateReasoningDialog open tradeId={81} {...handlers} /> });
  return handlers;
}

const dialog = () => screen.getByRole('dialog', { name: UPDATE_REASONING_TITLE, hidden: true });
const textArea = () => within(dialog()).getByLabelText(/^Reasoning/) as HTMLTextAreaElement;
const update = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Update', hidden: true }));

describe('UpdateReasoningDialog', { timeout: 20_000 }, () => {
  it("requires text ('Required.'), also when only spaces are typed, without calling the server", async () => {
    const fetchMock = mockApi({});
    renderDialog();
    expect(document.activeElement).toBe(textArea());
    update();
    expect(await within(dialog()).findByText('Required.')).toBeTruthy();
    fireEvent.change(textArea(), { target: { value: '   ' } });
    update();
    expect(await within(dialog()).findByText('Required.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', UPDATE)).toHaveLength(0);
  });

  it("sends the reason and shows the server's data.message", async () => {
    const fetchMock = mockApi({
      [`POST ${UPDATE}`]: () => json(200, { data: { message: 'Reasoning updated successfully' } }),
    });
    const { onClose, onUpdated } = renderDialog();
    fireEvent.change(textArea(), { target: { value: 'Volumes confirm the breakout' } });
    update();
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith('Reasoning updated successfully', 'success', undefined),
    );
    expect(bodyOf(callsTo(fetchMock, 'POST', UPDATE)[0]![1])).toEqual({
      reason: 'Volumes confirm the breakout',
    });
    expect(onUpdated).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps the text", async () => {
    mockApi({
      [`POST ${UPDATE}`]: () =>
        json(409, { message: 'The reasoning can be updated only while the trade is live' }),
    });
    const { onClose } = renderDialog();
    fireEvent.change(textArea(), { target: { value: 'Late note' } });
    update();
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        'The reasoning can be updated only while the trade is live',
        'error',
        undefined,
      ),
    );
    expect(textArea().value).toBe('Late note');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in', async () => {
    localStorage.clear();
    const fetchMock = mockApi({});
    renderDialog();
    fireEvent.change(textArea(), { target: { value: 'Note' } });
    update();
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith('Login to add reasoning here', 'error', undefined),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the Reasoning label in the outline, not over the text area, also when it is not focused', () => {
    mockApi({});
    renderDialog();
    const label = () => dialog().querySelector(`label[for="${textArea().id}"]`);
    expect(label()?.getAttribute('data-shrink')).toBe('true');
    fireEvent.blur(textArea());
    expect(label()?.getAttribute('data-shrink')).toBe('true');
  });

  it('closes with Cancel', () => {
    mockApi({});
    const { onClose } = renderDialog();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(onClose).toHaveBeenCalled();
  });
});
