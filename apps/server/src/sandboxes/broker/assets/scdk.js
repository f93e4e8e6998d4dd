/*
 * TradeCircle's sandbox of smallcase's web SDK (scDK 2.0). Same surface as the real script:
 *   const gateway = new scDK({ gateway, smallcaseAuthToken, config: { amo: true } });
 *   gateway.triggerTransaction({ transactionId, brokers }).then(response).catch(error);
 * It opens a modal in the page (broker chooser -> broker login -> order confirmation) that talks to
 * the sandbox gateway beside this file. Rejections are Errors whose message is smallcase's error
 * string and whose `code` is its number (user_cancelled 1010/1011, user_mismatch 1001,
 * transaction_expired 1005). Served after the shared shim kit (../../shared/assets/shim-kit.js),
 * inside one function with it: createShimKit is the kit's.
 */
const { rupees, el, post, sandboxNote, openModal } = createShimKit({
  fallbackPath: '/backend/sandbox/broker/',
  stylesheet: 'scdk.css',
  styleMarker: 'data-scdk-sandbox',
  credentials: 'same-origin',
});

class GatewayError extends Error {
  constructor(message, code) {
    super(message);
    this.name = 'GatewayError';
    this.code = code ?? null;
  }
}

async function call(path, body) {
  const answer = await post(`shim/${path}`, body);
  if (!answer) throw new GatewayError('api_error', 2000);
  if (answer.ok) return answer.data;
  if (answer.data.error) throw new GatewayError(answer.data.error, answer.data.code);
  throw new GatewayError('api_error', 2000);
}

let modalCount = 0;

class Modal {
  constructor(sdk, transactionId, brokerFilter) {
    this.ids = { gateway: sdk.gateway, transactionId, authToken: sdk.smallcaseAuthToken };
    this.amo = Boolean(sdk.config?.amo);
    this.brokerFilter = Array.isArray(brokerFilter) && brokerFilter.length > 0 ? brokerFilter : null;
    this.titleId = `scdk-title-${++modalCount}`;
  }

  open() {
    this.title = el('h2', { id: this.titleId, className: 'scdk-title', text: 'Connecting to your broker' });
    this.body = el('div', { className: 'scdk-body' });
    this.actions = el('div', { className: 'scdk-actions' });
    this.shell = openModal({
      prefix: 'scdk',
      titleId: this.titleId,
      children: [
        el('div', { className: 'scdk-header' }, [
          this.title,
          sandboxNote('scdk-note', 'smallcase gateway sandbox: no real order reaches a broker'),
        ]),
        this.body,
        this.actions,
      ],
      onEscape: () => {
        if (!this.shell.busy) this.cancelStep?.();
      },
    });
  }

  close() {
    this.shell?.close();
  }

  /**
   * Shows one step and resolves with what it decides: `render(resolve, reject)` builds the body,
   * `buttons` go beside Cancel. Cancel (or Escape) reports the stage to the gateway and rejects
   * with its user_cancelled error.
   */
  step(title, render, buttons, stage) {
    return new Promise((resolve, reject) => {
      this.setBusy(false);
      this.title.textContent = title;
      this.body.replaceChildren(...render(resolve, reject));
      this.cancelStep = () => {
        this.setBusy(true);
        call('cancel', { ...this.ids, stage }).then(
          (answer) => reject(new GatewayError(answer.error, answer.code)),
          reject,
        );
      };
      this.actions.replaceChildren(
        el('button', {
          type: 'button',
          className: 'scdk-secondary',
          text: 'Cancel',
          onClick: () => this.cancelStep(),
        }),
        ...buttons.map((button) =>
          el('button', {
            type: 'button',
            className: 'scdk-primary',
            text: button.label,
            onClick: () => button.run(resolve, reject),
          }),
        ),
      );
      (this.body.querySelector('input, button') ?? this.actions.lastElementChild)?.focus();
    });
  }

  setBusy(isBusy) {
    this.shell.setBusy(isBusy);
  }

  chooseBroker(brokers) {
    const shown = this.brokerFilter
      ? brokers.filter((broker) => this.brokerFilter.includes(broker.id))
      : brokers;
    return this.step(
      'Choose your broker',
      (resolve) => [
        el(
          'ul',
          { className: 'scdk-brokers', 'aria-label': 'Brokers' },
          shown.map((broker) =>
            el('li', {}, [
              el('button', {
                type: 'button',
                className: 'scdk-broker',
                text: broker.name,
                onClick: () => resolve(broker),
              }),
            ]),
          ),
        ),
      ],
      [],
      'chooser',
    );
  }

  login(broker, clientHint) {
    const error = el('p', { className: 'scdk-error', role: 'alert' });
    const input = el('input', {
      id: `${this.titleId}-client`,
      name: 'clientId',
      autocomplete: 'username',
      value: clientHint ?? '',
      maxlength: '20',
    });
    const submit = (resolve, reject) => {
      const clientId = input.value.trim();
      if (!/^[A-Za-z0-9]{2,20}$/.test(clientId)) {
        error.textContent = 'Enter your client ID (2 to 20 letters or digits)';
        return;
      }
      this.setBusy(true);
      call('login', { ...this.ids, broker: broker.id, clientId }).then(resolve, (failure) => {
        if (failure.message !== 'invalid_user_data') return reject(failure);
        this.setBusy(false);
        error.textContent = 'This client ID is not valid';
      });
    };
    return this.step(
      `Log in to ${broker.name}`,
      (resolve, reject) => [
        el(
          'form',
          {
            className: 'scdk-form',
            onSubmit: (event) => {
              event.preventDefault();
              if (!this.shell.busy) submit(resolve, reject);
            },
          },
          [el('label', { for: input.id, text: `${broker.name} client ID` }), input, error],
        ),
      ],
      [{ label: 'Log in', run: submit }],
      'login',
    );
  }

  confirm(orders, marketOpen) {
    const rows = orders.map((order) =>
      el('tr', {}, [
        el('th', { scope: 'row', text: order.ticker }),
        el('td', { text: String(order.quantity) }),
        el('td', { text: order.type }),
        el('td', { text: rupees.format(order.price) }),
      ]),
    );
    const header = el('tr', {}, [
      el('th', { scope: 'col', text: 'Stock' }),
      el('th', { scope: 'col', text: 'Qty' }),
      el('th', { scope: 'col', text: 'Side' }),
      el('th', { scope: 'col', text: 'Price (indicative)' }),
    ]);
    let notice = 'Market orders fill at the live price; the final price may differ slightly.';
    if (!marketOpen) {
      notice = this.amo
        ? 'The market is closed: the order will be placed as an after-market order (AMO).'
        : 'The market is closed.';
    }
    return this.step(
      'Confirm your order',
      () => [
        el('table', { className: 'scdk-orders', 'aria-label': 'Orders' }, [
          el('thead', {}, [header]),
          el('tbody', {}, rows),
        ]),
        el('p', { className: 'scdk-hint', text: notice }),
      ],
      [
        {
          label: 'Confirm',
          run: (resolve, reject) => {
            this.setBusy(true);
            call('confirm', { ...this.ids, amo: this.amo }).then(
              (answer) => resolve(answer.response),
              reject,
            );
          },
        },
      ],
      'confirm',
    );
  }

  async run() {
    this.open();
    try {
      const session = await call('session', this.ids);
      const linked = session.brokers.find((broker) => broker.id === session.broker);
      const broker = linked ?? (await this.chooseBroker(session.brokers));
      const login = await this.login(broker, session.client_id);
      if (login.status === 'COMPLETED') return login.response;
      return await this.confirm(login.orders, login.market_open);
    } finally {
      this.close();
    }
  }
}

class scDK {
  constructor(options) {
    if (!options || typeof options.gateway !== 'string' || options.gateway === '') {
      throw new GatewayError('invalid_gateway');
    }
    this.gateway = options.gateway;
    this.smallcaseAuthToken = options.smallcaseAuthToken;
    this.config = options.config ?? {};
    this.inProgress = false;
  }

  init({ smallcaseAuthToken } = {}) {
    if (smallcaseAuthToken) this.smallcaseAuthToken = smallcaseAuthToken;
    return Promise.resolve({ success: true });
  }

  brokerLogout() {
    return Promise.resolve({ success: true });
  }

  triggerTransaction({ transactionId, brokers } = {}) {
    if (typeof transactionId !== 'string' || !transactionId.startsWith('TRX_')) {
      return Promise.reject(new GatewayError('invalid_transactionId'));
    }
    if (typeof this.smallcaseAuthToken !== 'string' || this.smallcaseAuthToken === '') {
      return Promise.reject(new GatewayError('invalid_jwt'));
    }
    if (this.inProgress) return Promise.reject(new GatewayError('transaction_in_process'));
    this.inProgress = true;
    return new Modal(this, transactionId, brokers).run().finally(() => {
      this.inProgress = false;
    });
  }
}

window.scDK = scDK;
