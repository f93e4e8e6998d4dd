import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WEBINAR_MESSAGES } from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { routeApi } from '../../follows/testing.ts';
import { WebinarsPage } from '../pages/webinars-page.tsx';
import { CREATE_PATH, LIST_PATH, makeWebinar } from '../test-fixtures.ts';
import { WEBINAR_TEXTS } from '../webinar-texts.ts';
import { ADD_WEBINAR_LABELS } from './add-webinar-dialog.tsx';

const bridge = installTestBridge(() => {
  storeValidLogin();
  setViewportWidth(1280);
  vi.stubGlobal('scrollTo', vi.fn());
});

type Dialog = ReturnType<typeof within>;

async function openDialog(): Promise<Dialog> {
  renderAt('/webinars', { '/webinars': <WebinarsPage /> });
  await screen.findByText(WEBINAR_TEXTS.empty);
  fireEvent.click(screen.getByRole('button', { name: WEBINAR_TEXTS.addWebinar }));
  return within(await screen.findByRole('dialog', { name: WEBINAR_TEXTS.addWebinar }));
}

/** A label's text at the start of a field's name (a required field's ends with ' *'). */
const startingWith = (label: string) => (name: string) => name.startsWith(label);
const textbox = (dialog: Dialog, label: string) => dialog.getByRole('textbox', { name: startingWith(label) });
const type = (dialog: Dialog, label: string, value: string) =>
  fireEvent.change(textbox(dialog, label), { target: { value } });
const submit = (dialog: Dialog) =>
  fireEvent.click(dialog.getByRole('button', { name: WEBINAR_TEXTS.create }));

function writeDescription(dialog: Dialog, html: string) {
  const editor = textbox(dialog, ADD_WEBINAR_LABELS.description);
  editor.innerHTML = html;
  fireEvent.input(editor);
}

async function chooseLevel(dialog: Dialog, level: string) {
  fireEvent.mouseDown(dialog.getByRole('combobox', { name: startingWith(ADD_WEBINAR_LABELS.level) }));
  fireEvent.click(await screen.findByRole('option', { name: level }));
}

async function fillValidForm(dialog: Dialog) {
  type(dialog, ADD_WEBINAR_LABELS.title, 'Options for beginners');
  writeDescription(dialog, '<p>How calls and <b>puts</b> work.</p>');
  type(dialog, ADD_WEBINAR_LABELS.date, '05/12/2030');
  fireEvent.change(dialog.getByLabelText(/^Time/), { target: { value: '18:30' } });
  type(dialog, ADD_WEBINAR_LABELS.duration, '2');
  await chooseLevel(dialog, 'Intermediate');
  type(dialog, ADD_WEBINAR_LABELS.meetingUrl, 'https://meet.example.com/abc');
}

describe('AddWebinarDialog', () => {
  it("checks the form with the domain's messages before anything is sent", async () => {
    const { calls } = routeApi({ [`GET ${LIST_PATH}`]: () => json(200, { message: [] }) });
    const dialog = await openDialog();
    submit(dialog);
    // Title, description, date, time, duration, level and the meeting link.
    await waitFor(() => expect(dialog.getAllByText(WEBINAR_MESSAGES.required)).toHaveLength(7));

    type(dialog, ADD_WEBINAR_LABELS.title, 'x'.repeat(51));
    expect(dialog.getByText('51/50')).toBeTruthy();
    type(dialog, ADD_WEBINAR_LABELS.duration, 'two');
    type(dialog, ADD_WEBINAR_LABELS.price, '12a');
    type(dialog, ADD_WEBINAR_LABELS.meetingUrl, 'http://meet.example.com/abc');
    fireEvent.change(dialog.getByLabelText(ADD_WEBINAR_LABELS.picture), {
      target: { files: [new File(['%PDF-'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    submit(dialog);
    expect(await dialog.findByText(WEBINAR_MESSAGES.titleTooLong)).toBeTruthy();
    expect(dialog.getAllByText(WEBINAR_MESSAGES.onlyNumbers)).toHaveLength(2);
    expect(dialog.getByText(WEBINAR_MESSAGES.meetingUrl)).toBeTruthy();
    expect(dialog.getByText(WEBINAR_TEXTS.onlyImages)).toBeTruthy();
    expect(calls('POST', CREATE_PATH)).toHaveLength(0);
  });

  it('sends the form as multipart, then closes, says so and reads the list again', async () => {
    let created = false;
    const { calls } = routeApi({
      [`GET ${LIST_PATH}`]: () => json(200, { message: created ? [makeWebinar()] : [] }),
      [`POST ${CREATE_PATH}`]: () => {
        created = true;
        return json(201, { message: WEBINAR_MESSAGES.created, webinar: makeWebinar() });
      },
    });
    const dialog = await openDialog();
    const picture = new File(['png'], 'cover.png', { type: 'image/png' });
    fireEvent.change(dialog.getByLabelText(ADD_WEBINAR_LABELS.picture), { target: { files: [picture] } });
    expect(await dialog.findByRole('img', { name: WEBINAR_TEXTS.coverPicture })).toBeTruthy();
    await fillValidForm(dialog);
    type(dialog, ADD_WEBINAR_LABELS.price, '499');
    submit(dialog);

    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(WEBINAR_MESSAGES.created, 'success', undefined),
    );
    const [post] = calls('POST', CREATE_PATH);
    const body = post!.init?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect((form.get('picture') as File).name).toBe('cover.png');
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'picture'))).toEqual({
      title: 'Options for beginners',
      description: '<p>How calls and <b>puts</b> work.</p>',
      date: '2030-12-05',
      time: '18:30',
      duration: '2',
      level: 'Intermediate',
      price: '499',
      meeting_url: 'https://meet.example.com/abc',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByRole('article', { name: 'Options for beginners' });
    expect(calls('GET', LIST_PATH)).toHaveLength(2);
  });

  it('leaves out the price and the picture of a free webinar without one', async () => {
    const { calls } = routeApi({
      [`GET ${LIST_PATH}`]: () => json(200, { message: [] }),
      [`POST ${CREATE_PATH}`]: () => json(201, { message: WEBINAR_MESSAGES.created, webinar: makeWebinar() }),
    });
    const dialog = await openDialog();
    await fillValidForm(dialog);
    submit(dialog);
    await waitFor(() => expect(calls('POST', CREATE_PATH)).toHaveLength(1));
    const form = calls('POST', CREATE_PATH)[0]!.init?.body as FormData;
    expect(form.has('price')).toBe(false);
    expect(form.has('picture')).toBe(false);
  });

  it("shows the server's 400 field errors under their fields and keeps the dialog open", async () => {
    routeApi({
      [`GET ${LIST_PATH}`]: () => json(200, { message: [] }),
      [`POST ${CREATE_PATH}`]: () =>
        json(400, {
          message: WEBINAR_MESSAGES.startsInPast,
          errors: { time: [WEBINAR_MESSAGES.startsInPast], meeting_url: ['This link cannot be reached'] },
        }),
    });
    const dialog = await openDialog();
    await fillValidForm(dialog);
    submit(dialog);
    expect(await dialog.findByText(WEBINAR_MESSAGES.startsInPast)).toBeTruthy();
    expect(dialog.getByText('This link cannot be reached')).toBeTruthy();
    expect(textbox(dialog, ADD_WEBINAR_LABELS.meetingUrl).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { name: WEBINAR_TEXTS.addWebinar })).toBeTruthy();
    expect(bridge.notify).not.toHaveBeenCalledWith(WEBINAR_MESSAGES.created, 'success', undefined);
  });
});
