import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  FORM_MESSAGES,
  MAX_POLL_OPTIONS,
  POLL_INDUSTRIES,
  POLL_MARKETS,
  POLL_MESSAGES,
  POLL_QUESTIONS,
} from '@tradecircle/domain';
import { describe, expect, it, vi } from 'vitest';
import { installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { routeApi } from '../../follows/testing.ts';
import { CREATE_PATH, makePoll } from '../test-fixtures.ts';
import { CreatePollDialog } from './create-poll-dialog.tsx';

const bridge = installTestBridge(() => {
  storeValidLogin({ userId: '42' });
  setViewportWidth(1280);
});

const infosys = { id: 8, name: 'Infosys Ltd', symbol: 'INFY', exchange: 'NSE' };

function start() {
  const onClose = vi.fn();
  renderAt('/home/42', { '/home/:id': <CreatePollDialog open onClose={onClose} /> });
  return onClose;
}

const dialog = () => screen.getByRole('dialog', { name: 'Add New Poll' });
const category = () => within(dialog()).getByRole('combobox', { name: /^Category/ });
const question = () => within(dialog()).getByRole('textbox', { name: /^Question/ }) as HTMLTextAreaElement;
const optionBoxes = () =>
  within(dialog()).getAllByRole('textbox', { name: /^Option \d/ }) as HTMLInputElement[];
const optionValues = () => optionBoxes().map((box) => box.value);
const post = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Post Poll' }));

async function chooseCategory(label: string) {
  fireEvent.mouseDown(category());
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

async function chooseFrom(boxName: RegExp, label: string) {
  fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: boxName }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

function answerCreate() {
  return routeApi({
    'GET /backend/api/trade/security_search/INF': () => json(200, [infosys]),
    [`POST ${CREATE_PATH}`]: () => json(201, { message: 'Poll created', poll: makePoll() }),
  });
}

const sentBody = (calls: ReturnType<typeof answerCreate>['calls']) =>
  JSON.parse(String(calls('POST', CREATE_PATH)[0]?.init?.body));

// Menus and dialogs of MUI are slow to render when the machine is busy: above the 15 s default.
describe('CreatePollDialog', { timeout: 30_000 }, () => {
  it('starts as a stock poll with the stock question and Bullish, Bearish and one empty option', () => {
    answerCreate();
    start();
    expect(category().textContent).toBe('Stock');
    expect(within(dialog()).getByRole('combobox', { name: /^Stock/ })).toBeTruthy();
    expect(question().value).toBe(POLL_QUESTIONS.stock);
    expect(optionValues()).toEqual(['Bullish', 'Bearish', '']);
  });

  it('pre-fills the market question and offers the three markets', async () => {
    answerCreate();
    start();
    await chooseCategory('Market');
    expect(question().value).toBe(POLL_QUESTIONS.market);
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: /^Market/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([...POLL_MARKETS]);
  });

  it('pre-fills the industry question and offers the 24 industries', async () => {
    answerCreate();
    start();
    await chooseCategory('Industry');
    expect(question().value).toBe(POLL_QUESTIONS.industry);
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: /^Industry/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([...POLL_INDUSTRIES]);
  });

  it('leaves the question empty for others, with no title to choose', async () => {
    answerCreate();
    start();
    await chooseCategory('Others');
    expect(question().value).toBe('');
    expect(within(dialog()).queryByRole('combobox', { name: /^(Stock|Market|Industry)/ })).toBeNull();
  });

  it(`adds options up to ${MAX_POLL_OPTIONS}, and removes them down to two`, () => {
    answerCreate();
    start();
    const add = within(dialog()).getByRole('button', { name: 'Add option' });
    for (let count = 3; count < MAX_POLL_OPTIONS; count += 1) fireEvent.click(add);
    expect(optionBoxes()).toHaveLength(MAX_POLL_OPTIONS);
    expect(add).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove option 6' }));
    expect(add).toHaveProperty('disabled', false);
    for (const index of [5, 4, 3]) {
      fireEvent.click(within(dialog()).getByRole('button', { name: `Remove option ${index}` }));
    }
    expect(optionValues()).toEqual(['Bullish', 'Bearish']);
    expect(within(dialog()).queryByRole('button', { name: /^Remove option/ })).toBeNull();
  });

  it("posts the chosen stock's name as the title, the empty options dropped, then closes", async () => {
    const { calls } = answerCreate();
    const onClose = start();
    fireEvent.change(within(dialog()).getByRole('combobox', { name: /^Stock/ }), {
      target: { value: 'INF' },
    });
    fireEvent.click(await screen.findByRole('option', { name: /INFY/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add option' }));
    fireEvent.change(optionBoxes()[3]!, { target: { value: '  Sideways ' } });
    post();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(calls)).toEqual({
      category: 'stock',
      title: 'Infosys Ltd',
      question: POLL_QUESTIONS.stock,
      poll_options: [{ option_text: 'Bullish' }, { option_text: 'Bearish' }, { option_text: 'Sideways' }],
    });
    expect(bridge.notify.mock.calls.map(([message, variant]) => [message, variant])).toEqual([
      ['Poll created', 'success'],
    ]);
  });

  it('posts a market poll with the chosen market as its title', async () => {
    const { calls } = answerCreate();
    start();
    await chooseCategory('Market');
    await chooseFrom(/^Market/, 'Indian Market');
    post();
    await waitFor(() => expect(calls('POST', CREATE_PATH)).toHaveLength(1));
    expect(sentBody(calls)).toMatchObject({ category: 'market', title: 'Indian Market' });
  });

  it("posts an others poll titled 'others' with its own question", async () => {
    const { calls } = answerCreate();
    start();
    await chooseCategory('Others');
    fireEvent.change(question(), { target: { value: 'Will the RBI cut rates in June?' } });
    post();
    await waitFor(() => expect(calls('POST', CREATE_PATH)).toHaveLength(1));
    expect(sentBody(calls)).toEqual({
      category: 'others',
      title: 'others',
      question: 'Will the RBI cut rates in June?',
      poll_options: [{ option_text: 'Bullish' }, { option_text: 'Bearish' }],
    });
  });

  it("shows the domain's messages under their fields and posts nothing", async () => {
    const { calls } = answerCreate();
    start();
    fireEvent.change(optionBoxes()[1]!, { target: { value: 'bullish' } });
    post();
    expect(await within(dialog()).findByText(FORM_MESSAGES.required)).toBeTruthy();
    expect(within(dialog()).getByText(POLL_MESSAGES.duplicateOption)).toBeTruthy();

    await chooseCategory('Others');
    fireEvent.change(optionBoxes()[1]!, { target: { value: '' } });
    post();
    expect(await within(dialog()).findByText(POLL_MESSAGES.tooFewOptions)).toBeTruthy();
    expect(within(dialog()).getByText(FORM_MESSAGES.required)).toBeTruthy();
    expect(calls('POST', CREATE_PATH)).toHaveLength(0);
  });

  it('shows a refusal (not SEBI-registered) above the form and keeps it open', async () => {
    routeApi({
      [`POST ${CREATE_PATH}`]: () => json(403, { message: 'Only SEBI registered users can add polls' }),
    });
    const onClose = start();
    await chooseCategory('Market');
    await chooseFrom(/^Market/, 'US Market');
    post();
    expect(await within(dialog()).findByText('Only SEBI registered users can add polls')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(bridge.navigate).not.toHaveBeenCalled();
  });

  it("puts a 400's field messages under their fields", async () => {
    routeApi({
      [`POST ${CREATE_PATH}`]: () =>
        json(400, { message: 'Invalid poll', errors: { title: [POLL_MESSAGES.unknownMarket] } }),
    });
    start();
    await chooseCategory('Market');
    await chooseFrom(/^Market/, 'US Market');
    post();
    expect(await within(dialog()).findByText(POLL_MESSAGES.unknownMarket)).toBeTruthy();
  });
});
