import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WEBINAR_MESSAGES, type Webinar } from '@tradecircle/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, installTestBridge, json, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { deferred, routeApi } from '../../follows/testing.ts';
import { installFakeCheckout, orderAnswer } from '../../payments/testing.ts';
import { LIST_PATH, makeWebinar, REGISTER_PATH } from '../test-fixtures.ts';
import { WEBINAR_TEXTS } from '../webinar-texts.ts';
import { WebinarsPage } from './webinars-page.tsx';

const bridge = installTestBridge(() => {
  setViewportWidth(1280);
  vi.stubGlobal('scrollTo', vi.fn());
});

const signIn = () => storeValidLogin();
const show = () => renderAt('/webinars', { '/webinars': <WebinarsPage /> });
const listOf = (webinars: Webinar[]) => () => json(200, { message: webinars });
const card = (title: string) => screen.getByRole('article', { name: title });
const findCard = (title: string) => screen.findByRole('article', { name: title });
const columnsShown = () =>
  screen.getByRole('list', { name: WEBINAR_TEXTS.listLabel }).getAttribute('data-columns');
const longText = Array.from({ length: 40 }, (_, index) => `word${index + 1}`).join(' ');

describe('WebinarsPage: the list', () => {
  it('shows skeletons while loading, then each card with its status, level, owner and formatted facts', async () => {
    const answer = deferred<Response>();
    signIn();
    routeApi({ [`GET ${LIST_PATH}`]: () => answer.promise });
    show();
    expect(screen.getByRole('heading', { level: 1, name: WEBINAR_TEXTS.heading })).toBeTruthy();
    expect(screen.getByRole('button', { name: WEBINAR_TEXTS.back })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());

    answer.resolve(
      json(200, {
        message: [
          makeWebinar(),
          makeWebinar({
            id: 2,
            title: 'Reading the option chain',
            status: 'Ongoing',
            level: 'Advanced',
            is_free: false,
            price: 499,
            duration: 1,
            time: '00:05',
            date: '2027-01-01',
          }),
        ],
      }),
    );
    const first = within(await findCard('Options for beginners'));
    expect(first.getByText('Upcoming')).toBeTruthy();
    expect(first.getByText('Beginner')).toBeTruthy();
    expect(first.getByText('By Meera Iyer')).toBeTruthy();
    expect(first.getByText('Saturday, 5 December 2026')).toBeTruthy();
    expect(first.getByText('6:30PM')).toBeTruthy();
    expect(first.getByText('2 hours')).toBeTruthy();
    expect(first.getByText('Free')).toBeTruthy();
    // The server's sanitised HTML is rendered as HTML.
    expect(first.getByText('work').tagName).toBe('STRONG');

    const second = within(card('Reading the option chain'));
    expect(second.getByText('Ongoing')).toBeTruthy();
    expect(second.getByText('Advanced')).toBeTruthy();
    expect(second.getByText('Friday, 1 January 2027')).toBeTruthy();
    expect(second.getByText('12:05AM')).toBeTruthy();
    expect(second.getByText('1 hour')).toBeTruthy();
    expect(second.getByText('₹499.00')).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('says so when there are none', async () => {
    routeApi({ [`GET ${LIST_PATH}`]: listOf([]) });
    show();
    expect(await screen.findByText(WEBINAR_TEXTS.empty)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows an error with Retry, which reads the list again', async () => {
    let failing = true;
    const { calls } = routeApi({
      [`GET ${LIST_PATH}`]: () => (failing ? json(404, {}) : json(200, { message: [makeWebinar()] })),
    });
    show();
    expect(await screen.findByText(WEBINAR_TEXTS.failed)).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await findCard('Options for beginners');
    expect(calls('GET', LIST_PATH)).toHaveLength(2);
  });

  it('lays the cards in one column on a 390 px phone', async () => {
    routeApi({ [`GET ${LIST_PATH}`]: listOf([makeWebinar()]) });
    setViewportWidth(390);
    show();
    await findCard('Options for beginners');
    expect(columnsShown()).toBe('1');
  });

  it('lays the cards three across at 1280 px and two at 1024 px', async () => {
    routeApi({ [`GET ${LIST_PATH}`]: listOf([makeWebinar()]) });
    show();
    await findCard('Options for beginners');
    expect(columnsShown()).toBe('3');
    cleanup();
    setViewportWidth(1024);
    show();
    await findCard('Options for beginners');
    expect(columnsShown()).toBe('2');
  });

  it('cuts a description over 32 words with Read More, which opens the details with all of it', async () => {
    routeApi({
      [`GET ${LIST_PATH}`]: listOf([
        makeWebinar({ description: `<p>${longText}</p>` }),
        makeWebinar({ id: 2, title: 'Short one', description: '<p>Just a few words.</p>' }),
      ]),
    });
    show();
    const long = within(await findCard('Options for beginners'));
    expect(long.getByText(/word32…$/)).toBeTruthy();
    expect(long.queryByText(/word33/)).toBeNull();
    expect(within(card('Short one')).queryByRole('button', { name: /Read More/ })).toBeNull();

    fireEvent.click(long.getByRole('button', { name: `${WEBINAR_TEXTS.readMore}: Options for beginners` }));
    const dialog = await screen.findByRole('dialog', { name: 'Options for beginners' });
    expect(within(dialog).getByText(/word40$/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: WEBINAR_TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The title opens the same details.
    fireEvent.click(within(card('Short one')).getByRole('button', { name: 'Short one' }));
    expect(await screen.findByRole('dialog', { name: 'Short one' })).toBeTruthy();
  });

  it('disables Add Webinar for a visitor, saying to sign in', async () => {
    routeApi({ [`GET ${LIST_PATH}`]: listOf([]) });
    show();
    const add = screen.getByRole('button', { name: WEBINAR_TEXTS.addWebinar });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText(WEBINAR_TEXTS.signInToAdd)).toBeTruthy();
    await screen.findByText(WEBINAR_TEXTS.empty);
  });
});

describe('WebinarsPage: the register button', () => {
  it('follows the rules: none when closed or own, Registered when registered, paying when paid', async () => {
    signIn();
    routeApi({
      [`GET ${LIST_PATH}`]: listOf([
        makeWebinar({ id: 1, title: 'Open free' }),
        makeWebinar({ id: 2, title: 'Closed one', status: 'Closed' }),
        makeWebinar({
          id: 3,
          title: 'My own',
          is_my_webinar: true,
          joining_link: 'https://meet.example.com/own',
          registrations_count: 12,
        }),
        makeWebinar({
          id: 4,
          title: 'Already in',
          is_registered: true,
          joining_link: 'https://meet.example.com/in',
        }),
        makeWebinar({ id: 5, title: 'Paid one', is_free: false, price: 999 }),
      ]),
    });
    show();
    const open = within(await findCard('Open free'));
    expect(open.getByRole('button', { name: 'Register for Open free' }).hasAttribute('disabled')).toBe(false);

    expect(within(card('Closed one')).queryByRole('button', { name: /Register/ })).toBeNull();

    const own = within(card('My own'));
    expect(own.queryByRole('button', { name: /Register/ })).toBeNull();
    expect(own.getByText('12 registered')).toBeTruthy();
    expect(own.getByRole('link', { name: 'https://meet.example.com/own' }).getAttribute('target')).toBe(
      '_blank',
    );

    const registered = within(card('Already in'));
    const registeredButton = registered.getByRole('button', { name: 'Registered for Already in' });
    expect(registeredButton.hasAttribute('disabled')).toBe(true);
    expect(registeredButton.textContent).toBe(WEBINAR_TEXTS.registered);
    const join = registered.getByRole('link', { name: 'Join Already in' });
    expect(join.getAttribute('href')).toBe('https://meet.example.com/in');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toContain('noopener');

    const paid = within(card('Paid one'));
    expect(paid.getByRole('button', { name: 'Register for Paid one' }).hasAttribute('disabled')).toBe(false);
    expect(paid.getByText(WEBINAR_TEXTS.paidNote('₹999.00'))).toBeTruthy();
    // Nobody but the owner and the registered sees a link.
    expect(within(card('Open free')).queryByRole('link')).toBeNull();
  });

  it('registers a signed-in user in one click, shows the joining link and reads the list again', async () => {
    signIn();
    let registered = false;
    const { calls } = routeApi({
      [`GET ${LIST_PATH}`]: () =>
        json(200, {
          message: [
            makeWebinar(
              registered ? { is_registered: true, joining_link: 'https://meet.example.com/abc' } : {},
            ),
          ],
        }),
      [`POST ${REGISTER_PATH}`]: () => {
        registered = true;
        return json(200, {
          message: 'Registered successfully',
          webinar: makeWebinar({ is_registered: true, joining_link: 'https://meet.example.com/abc' }),
        });
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Register for Options for beginners' }));

    const dialog = await screen.findByRole('dialog', { name: WEBINAR_TEXTS.successTitle });
    expect(within(dialog).getByText('Registered successfully')).toBeTruthy();
    const join = within(dialog).getByRole('link', { name: WEBINAR_TEXTS.join });
    expect(join.getAttribute('href')).toBe('https://meet.example.com/abc');
    expect(join.getAttribute('target')).toBe('_blank');
    const [post] = calls('POST', REGISTER_PATH);
    expect(bodyOf(post!.init)).toEqual({ webinar: 1 });
    expect(new Headers(post!.init?.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(screen.queryByRole('dialog', { name: WEBINAR_TEXTS.registerDialogTitle })).toBeNull();

    await waitFor(() => expect(calls('GET', LIST_PATH)).toHaveLength(2));
    fireEvent.click(within(dialog).getByRole('button', { name: WEBINAR_TEXTS.close }));
    await screen.findByRole('button', { name: 'Registered for Options for beginners' });
  });

  it("shows the server's refusal of a one-click registration", async () => {
    signIn();
    routeApi({
      [`GET ${LIST_PATH}`]: listOf([makeWebinar()]),
      [`POST ${REGISTER_PATH}`]: () => json(409, { message: WEBINAR_MESSAGES.alreadyRegistered }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Register for Options for beginners' }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(WEBINAR_MESSAGES.alreadyRegistered, 'error', undefined),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('WebinarsPage: a guest registers', () => {
  const openGuestDialog = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Register for Options for beginners' }));
    return within(await screen.findByRole('dialog', { name: WEBINAR_TEXTS.registerDialogTitle }));
  };
  const type = (dialog: ReturnType<typeof within>, label: string, value: string) =>
    fireEvent.change(dialog.getByLabelText(label, { exact: false }), { target: { value } });

  it("checks name, email and contact with the domain's messages before anything is sent", async () => {
    const { calls } = routeApi({ [`GET ${LIST_PATH}`]: listOf([makeWebinar()]) });
    show();
    const dialog = await openGuestDialog();
    fireEvent.click(dialog.getByRole('button', { name: WEBINAR_TEXTS.submitRegistration }));
    await waitFor(() => expect(dialog.getAllByText(WEBINAR_MESSAGES.required)).toHaveLength(3));

    type(dialog, 'Name', 'Asha Rao');
    type(dialog, 'Email', 'asha@');
    type(dialog, 'Contact', '12345');
    fireEvent.click(dialog.getByRole('button', { name: WEBINAR_TEXTS.submitRegistration }));
    expect(await dialog.findByText(WEBINAR_MESSAGES.invalidEmail)).toBeTruthy();
    expect(dialog.getByText(WEBINAR_MESSAGES.invalidPhone)).toBeTruthy();
    expect(dialog.queryByText(WEBINAR_MESSAGES.required)).toBeNull();
    expect(calls('POST', REGISTER_PATH)).toHaveLength(0);
  });

  it('sends the details without a token and shows the success dialog with the joining link', async () => {
    const { calls } = routeApi({
      [`GET ${LIST_PATH}`]: listOf([makeWebinar()]),
      [`POST ${REGISTER_PATH}`]: () =>
        json(200, {
          message: 'Registered successfully',
          webinar: makeWebinar({ joining_link: 'https://meet.example.com/guest' }),
        }),
    });
    show();
    const dialog = await openGuestDialog();
    type(dialog, 'Name', 'Asha Rao');
    type(dialog, 'Email', 'asha@example.in');
    type(dialog, 'Contact', '+91 98765 43210');
    fireEvent.click(dialog.getByRole('button', { name: WEBINAR_TEXTS.submitRegistration }));

    const success = await screen.findByRole('dialog', { name: WEBINAR_TEXTS.successTitle });
    expect(within(success).getByRole('link', { name: WEBINAR_TEXTS.join }).getAttribute('href')).toBe(
      'https://meet.example.com/guest',
    );
    const [post] = calls('POST', REGISTER_PATH);
    expect(bodyOf(post!.init)).toEqual({
      webinar: 1,
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '+91 98765 43210',
    });
    expect(new Headers(post!.init?.headers).has('Authorization')).toBe(false);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: WEBINAR_TEXTS.registerDialogTitle })).toBeNull(),
    );
  });

  it("shows the server's field errors under their fields", async () => {
    routeApi({
      [`GET ${LIST_PATH}`]: listOf([makeWebinar()]),
      [`POST ${REGISTER_PATH}`]: () =>
        json(400, {
          message: 'This email has already registered for this webinar',
          errors: { email: ['This email has already registered for this webinar'] },
        }),
    });
    show();
    const dialog = await openGuestDialog();
    type(dialog, 'Name', 'Asha Rao');
    type(dialog, 'Email', 'asha@example.in');
    type(dialog, 'Contact', '9876543210');
    fireEvent.click(dialog.getByRole('button', { name: WEBINAR_TEXTS.submitRegistration }));
    expect(await dialog.findByText('This email has already registered for this webinar')).toBeTruthy();
    expect(dialog.getByLabelText('Email', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog', { name: WEBINAR_TEXTS.successTitle })).toBeNull();
  });
});

describe('WebinarsPage: a paid webinar', () => {
  const ORDER_PATH = '/backend/trending/create-webinar-payment/';
  const OUTCOME_PATH = '/backend/trending/update-webinar-payment/';
  const paidWebinar = (overrides: Partial<Webinar> = {}) =>
    makeWebinar({ id: 7, title: 'Paid masterclass', is_free: false, price: 499, ...overrides });
  let checkout: ReturnType<typeof installFakeCheckout> | undefined;
  afterEach(() => checkout?.uninstall());

  it('sends a guest to sign in instead of paying', async () => {
    const { calls } = routeApi({ [`GET ${LIST_PATH}`]: listOf([paidWebinar()]) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Register for Paid masterclass' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(calls('POST', ORDER_PATH)).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: WEBINAR_TEXTS.registerDialogTitle })).toBeNull();
  });

  it('orders, opens the checkout, reports the outcome and shows the joining link', async () => {
    signIn();
    checkout = installFakeCheckout();
    let paid = false;
    const { calls } = routeApi({
      [`GET ${LIST_PATH}`]: () =>
        json(200, {
          message: [
            paidWebinar(paid ? { is_registered: true, joining_link: 'https://meet.example.com/paid' } : {}),
          ],
        }),
      [`POST ${ORDER_PATH}`]: () =>
        json(
          200,
          orderAnswer({
            id: 321,
            order_id: 'order_Webinar0001',
            amount: 49_900,
            total_price: 499,
            group_detail: undefined,
            webinar_detail: { id: 7, title: 'Paid masterclass', owner: { id: 9 } },
          }),
        ),
      [`PATCH ${OUTCOME_PATH}`]: () => {
        paid = true;
        return json(200, {
          message: 'Payment successful',
          status: 'successful',
          webinar_id: 7,
          payment_data: { status: 'successful' },
        });
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Register for Paid masterclass' }));
    await waitFor(() => expect(checkout!.options.order_id).toBe('order_Webinar0001'));
    expect(checkout.options.amount).toBe(49_900);
    expect(checkout.options.name).toBe('Paid masterclass');
    expect(bodyOf(calls('POST', ORDER_PATH)[0]!.init)).toEqual({ webinar: 7 });

    await act(async () => checkout!.pay('pay_Webinar0001'));
    const dialog = await screen.findByRole('dialog', { name: WEBINAR_TEXTS.successTitle });
    expect(within(dialog).getByText('Payment successful')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: WEBINAR_TEXTS.join }).getAttribute('href')).toBe(
      'https://meet.example.com/paid',
    );
    expect(bodyOf(calls('PATCH', OUTCOME_PATH)[0]!.init)).toEqual({
      id: 321,
      order_id: 'order_Webinar0001',
      payment_status: 'successful',
      payment_id: 'pay_Webinar0001',
      payment_signature: 'f'.repeat(64),
    });
    expect(calls('PATCH', '/backend/api/order-payment/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: WEBINAR_TEXTS.close }));
    await screen.findByRole('button', { name: 'Registered for Paid masterclass' });
  });

  it("shows the server's refusal of the order and opens no checkout", async () => {
    signIn();
    checkout = installFakeCheckout();
    routeApi({
      [`GET ${LIST_PATH}`]: listOf([paidWebinar()]),
      [`POST ${ORDER_PATH}`]: () => json(400, { message: WEBINAR_MESSAGES.alreadyRegistered }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Register for Paid masterclass' }));
    await waitFor(() =>
      expect(bridge.notify).toHaveBeenCalledWith(
        WEBINAR_MESSAGES.alreadyRegistered,
        'error',
        expect.any(Number),
      ),
    );
    expect(checkout.FakeCheckout).not.toHaveBeenCalled();
  });
});
