/*
 * The shared base of the sandboxes' browser shims: the broker gateway's scdk.js (smallcase's scDK)
 * and the payments sandbox's checkout.js (Razorpay's Checkout.js). The server serves this file in
 * front of each shim, both inside one function (sandboxes/shared/shim-assets.ts), so these names are
 * the shim's own and nothing reaches the host page but the SDK's global. Plain script, no inline
 * code: the page's CSP is script-src 'self', and the shims are served from our origin.
 */

/**
 * The helpers one shim builds its modal with. `fallbackPath` is the shim's folder on this origin when
 * the script cannot tell where it was loaded from; `stylesheet` its stylesheet beside it, added to
 * the page once (marked with the `styleMarker` attribute); `credentials` what its calls to the
 * sandbox send (fetch's option).
 */
// biome-ignore lint/correctness/noUnusedVariables: the shim served after this file calls it (shim-assets.ts).
function createShimKit({ fallbackPath, stylesheet, styleMarker, credentials }) {
  const currentSrc = document.currentScript?.src;
  /** The shim's folder: its stylesheet and the sandbox's calls are beside it. */
  const base = currentSrc ? new URL('./', currentSrc).href : `${location.origin}${fallbackPath}`;
  const rupees = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

  function injectStyles() {
    if (document.querySelector(`link[${styleMarker}]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `${base}${stylesheet}`;
    link.setAttribute(styleMarker, '');
    document.head.appendChild(link);
  }

  /** Creates an element; every text goes through textContent, never HTML. */
  function el(tag, props = {}, children = []) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(props)) {
      if (key === 'text') node.textContent = value;
      else if (key === 'className') node.className = value;
      else if (key.startsWith('on')) node.addEventListener(key.slice(2).toLowerCase(), value);
      else node.setAttribute(key, value);
    }
    for (const child of children) if (child) node.appendChild(child);
    return node;
  }

  /**
   * POSTs `body` as JSON to `path` beside the shim. Answers `{ ok, data }` (data `{}` when the answer
   * is not JSON), or null when the sandbox could not be reached; each shim turns that into its SDK's
   * error.
   */
  async function post(path, body) {
    let response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials,
      });
    } catch {
      return null;
    }
    const data = await response.json().catch(() => ({}));
    return { ok: response.ok, data };
  }

  /** The line saying this is a sandbox (shim-kit.css colours it; the shim's class places it). */
  const sandboxNote = (className, text) => el('p', { className: `shim-note ${className}`, text });

  /**
   * Opens the modal over the host page: a backdrop holding one dialog (role dialog, aria-modal,
   * labelled by `titleId`) with `children`, its stylesheet added first. Escape calls `onEscape`.
   * `prefix` names the shim's own classes (`${prefix}-backdrop`, `${prefix}-dialog`) beside the
   * shared ones. `setBusy` disables every control while a call is on its way.
   */
  function openModal({ prefix, titleId, children, onEscape }) {
    injectStyles();
    const dialog = el(
      'div',
      {
        className: `shim-dialog ${prefix}-dialog`,
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': titleId,
      },
      children,
    );
    const root = el('div', { className: `shim-backdrop ${prefix}-backdrop` }, [dialog]);
    const onKey = (event) => {
      if (event.key === 'Escape') onEscape();
    };
    document.body.appendChild(root);
    document.addEventListener('keydown', onKey);
    return {
      dialog,
      busy: false,
      setBusy(isBusy) {
        this.busy = isBusy;
        for (const control of dialog.querySelectorAll('button, input, select')) control.disabled = isBusy;
      },
      close() {
        document.removeEventListener('keydown', onKey);
        root.remove();
      },
    };
  }

  return { base, rupees, el, post, sandboxNote, openModal };
}
