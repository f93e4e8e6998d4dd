/*
 * TradeCircle's sandbox of Razorpay's Checkout.js (Standard Checkout). Same surface as the real script:
 *   const rzp = new Razorpay({ key, amount, currency, name, description, order_id, handler, prefill,
 *     modal: { ondismiss } });
 *   rzp.on('payment.failed', (response) => response.error);
 *   rzp.open(); rzp.close();
 * It opens a card-checkout modal that pays (or fails, with a chosen reason) through the sandbox
 * beside this file; success calls handler({ razorpay_payment_id, razorpay_order_id,
 * razorpay_signature }), failure the payment.failed listeners with Razorpay's error object (the modal
 * stays open to retry unless retry.enabled is false), closing it modal.ondismiss.
 * Served after the shared shim kit (../../shared/assets/shim-kit.js), inside one function with it:
 * createShimKit is the kit's.
 */
const { rupees, el, post, sandboxNote, openModal } = createShimKit({
  fallbackPath: '/backend/sandbox/razorpay/',
  stylesheet: 'checkout.css',
  styleMarker: 'data-rzp-sandbox',
  credentials: 'omit',
});
const TEST_CARD = '4100 2800 0000 1007';
const FAILURE_REASONS = [
  ['payment_failed', 'Payment failed'],
  ['card_declined', 'Card declined by the bank'],
  ['insufficient_funds', 'Insufficient funds'],
  ['incorrect_otp', 'Incorrect OTP'],
];

const networkError = (orderId) => ({
  code: 'GATEWAY_ERROR',
  description: 'The payment sandbox could not be reached',
  source: 'gateway',
  step: 'payment_initiation',
  reason: 'network_error',
  metadata: { order_id: orderId, payment_id: '' },
});

async function pay(options, outcome, reason) {
  const answer = await post('checkout/pay', {
    key_id: options.key,
    order_id: options.order_id,
    outcome,
    reason,
  });
  if (!answer) return { error: networkError(options.order_id) };
  if (answer.ok && answer.data.razorpay_payment_id) return { success: answer.data };
  return { error: answer.data.error ?? networkError(options.order_id) };
}

let modalCount = 0;

function Razorpay(options) {
  if (!(this instanceof Razorpay)) return new Razorpay(options);
  if (!options || typeof options.key !== 'string' || options.key === '') {
    throw new Error('Razorpay: the key option is required');
  }
  this.options = options;
  this.listeners = {};
  this.shell = null;
}

Razorpay.prototype.on = function on(event, listener) {
  if (typeof listener !== 'function') return this;
  this.listeners[event] = [...(this.listeners[event] ?? []), listener];
  return this;
};

Razorpay.prototype.emit = function emit(event, payload) {
  for (const listener of this.listeners[event] ?? []) listener(payload);
};

Razorpay.prototype.close = function close() {
  if (!this.shell) return;
  this.shell.close();
  this.shell = null;
  this.returnFocus?.focus?.();
};

Razorpay.prototype.dismiss = function dismiss() {
  if (!this.shell || this.shell.busy) return;
  this.close();
  this.options.modal?.ondismiss?.();
};

Razorpay.prototype.setBusy = function setBusy(isBusy) {
  this.shell?.setBusy(isBusy);
};

Razorpay.prototype.open = function open() {
  if (this.shell) return this;
  const options = this.options;
  const titleId = `rzp-sandbox-title-${++modalCount}`;
  const amount = Number(options.amount);
  const amountText = Number.isFinite(amount) ? rupees.format(amount / 100) : '';
  const prefill = options.prefill ?? {};
  this.returnFocus = document.activeElement;

  const field = (label, input) => {
    input.id = `${titleId}-${input.name}`;
    return el('div', { className: 'rzp-field' }, [el('label', { for: input.id, text: label }), input]);
  };
  const card = el('input', {
    name: 'card',
    inputmode: 'numeric',
    autocomplete: 'cc-number',
    value: TEST_CARD,
  });
  const expiry = el('input', { name: 'expiry', autocomplete: 'cc-exp', value: '12/30' });
  const cvv = el('input', { name: 'cvv', inputmode: 'numeric', autocomplete: 'cc-csc', value: '123' });
  const holder = el('input', { name: 'holder', autocomplete: 'cc-name', value: prefill.name ?? '' });
  const reason = el(
    'select',
    { name: 'reason' },
    FAILURE_REASONS.map(([value, label]) => el('option', { value, text: label })),
  );
  const status = el('p', { className: 'rzp-status', role: 'alert' });

  const finish = async (outcome) => {
    status.textContent = '';
    this.setBusy(true);
    const result = await pay(options, outcome, outcome === 'failure' ? reason.value : undefined);
    this.setBusy(false);
    if (result.success) {
      this.close();
      options.handler?.(result.success);
      return;
    }
    status.textContent = result.error.description;
    if (options.retry?.enabled === false) this.close();
    this.emit('payment.failed', { error: result.error });
  };

  const payButton = el('button', {
    type: 'submit',
    className: 'rzp-primary',
    text: `Pay ${amountText}`,
  });
  this.shell = openModal({
    prefix: 'rzp',
    titleId,
    children: [
      el('div', { className: 'rzp-header' }, [
        el('div', {}, [
          el('h2', { id: titleId, className: 'rzp-title', text: 'Razorpay Checkout' }),
          el('p', { className: 'rzp-merchant', text: options.name ?? '' }),
          options.description ? el('p', { className: 'rzp-description', text: options.description }) : null,
        ]),
        el('button', {
          type: 'button',
          className: 'rzp-close',
          'aria-label': 'Close checkout',
          text: '×',
          onClick: () => this.dismiss(),
        }),
      ]),
      el('div', { className: 'rzp-amount' }, [
        el('span', { text: 'Amount' }),
        el('strong', { text: amountText, 'data-testid': 'rzp-amount' }),
      ]),
      sandboxNote('rzp-note', 'Razorpay sandbox: test mode, no real money moves'),
      el(
        'form',
        {
          className: 'rzp-form',
          'aria-label': 'Card details',
          onSubmit: (event) => {
            event.preventDefault();
            if (!this.shell.busy) void finish('success');
          },
        },
        [
          prefill.contact || prefill.email
            ? el('p', {
                className: 'rzp-contact',
                text: [prefill.contact, prefill.email].filter(Boolean).join(' · '),
              })
            : null,
          field('Card number', card),
          el('div', { className: 'rzp-row' }, [field('Expiry', expiry), field('CVV', cvv)]),
          field('Name on card', holder),
          payButton,
        ],
      ),
      el('div', { className: 'rzp-fail' }, [
        field('Failure reason', reason),
        el('button', {
          type: 'button',
          className: 'rzp-secondary',
          text: 'Fail payment',
          onClick: () => {
            if (!this.shell.busy) void finish('failure');
          },
        }),
      ]),
      status,
    ],
    onEscape: () => {
      if (options.modal?.escape !== false) this.dismiss();
    },
  });
  payButton.focus();
  return this;
};

window.Razorpay = Razorpay;
