import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GROUP_MESSAGES } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { makeGroup } from '../test-fixtures.ts';
import { GroupFormDialog } from './group-form-dialog.tsx';

const bridge = installTestBridge(() => storeValidLogin());
const OWN_GROUPS = '/backend/api/own-groups/';

function renderDialog(props: Partial<Parameters<typeof GroupFormDialog>[0]> = {}) {
  const onClose = vi.fn();
  renderAt('/my-profile', { '/my-profile': <GroupFormDialog open onClose={onClose} {...props} /> });
  return { onClose, dialog: () => screen.getByRole('dialog') };
}

const nameField = () => screen.getByLabelText(/^Group name/) as HTMLInputElement;
const helperOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('GroupFormDialog', () => {
  it("refuses a group without a name with 'This field is required.' and sends nothing", async () => {
    const fetchMock = mockApi({});
    renderDialog();
    fireEvent.change(nameField(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    await waitFor(() => expect(helperOf(nameField())).toBe(GROUP_MESSAGES.nameRequired));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the group as multipart and says it was saved', async () => {
    const group = makeGroup({ id: 12, name: 'Option Writers', group_type: 'Premium', is_admin: true });
    const fetchMock = mockApi({
      [`POST ${OWN_GROUPS}`]: () =>
        json(201, { message: 'Group Option Writers saved successfully', group_detail: group }),
    });
    const { onClose, dialog } = renderDialog();
    fireEvent.change(nameField(), { target: { value: 'Option Writers' } });
    fireEvent.click(within(dialog()).getByLabelText('Premium'));
    fireEvent.click(within(dialog()).getByLabelText('F&O'));
    fireEvent.click(within(dialog()).getByLabelText('One-week free trial'));
    fireEvent.change(within(dialog()).getByLabelText('Key offering'), {
      target: { value: 'Two calls a day' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        GROUP_MESSAGES.saved('Option Writers'),
        'success',
        undefined,
      ),
    );
    const body = callsTo(fetchMock, 'POST', OWN_GROUPS)[0]?.[1]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Option Writers');
    expect(body.get('group_type')).toBe('Premium');
    expect(JSON.parse(String(body.get('types_of_instrument')))).toEqual(['F&O']);
    expect(JSON.parse(String(body.get('key_offering')))).toEqual(['Two calls a day']);
    expect(body.get('free_trail')).toBe('true');
    expect(onClose).toHaveBeenCalled();
  });

  it("puts the server's field errors under the fields", async () => {
    mockApi({
      [`POST ${OWN_GROUPS}`]: () =>
        json(400, { message: 'Invalid group', errors: { name: ['A group with this name exists'] } }),
    });
    const { onClose } = renderDialog();
    fireEvent.change(nameField(), { target: { value: 'Copycat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    await waitFor(() => expect(helperOf(nameField())).toBe('A group with this name exists'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a group with PUT, starting from its values', async () => {
    const group = makeGroup({ is_admin: true, description: 'Swing trades on Nifty names' });
    const fetchMock = mockApi({
      'PUT /backend/api/own-groups/5/': () => json(200, { message: 'ok', group_detail: group }),
    });
    renderDialog({ group });
    expect(nameField().value).toBe('Nifty Swing Club');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'Swing trades on Nifty names',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/backend/api/own-groups/5/')).toHaveLength(1));
  });
});
