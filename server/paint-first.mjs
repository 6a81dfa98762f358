/**
 * Paint first, then start the JavaScript.
 *
 * Next.js writes its framework and page chunks as `<script src async>`. On a fast connection (or a
 * repeat visit) they arrive before the first frame, and the browser runs them before it paints:
 * about 150 ms of start-up work on a mid-range phone, spent while the visitor sees a white screen.
 * The page is complete HTML without them, so this rewrite lets the browser paint first:
 *
 * - every chunk script becomes an inert placeholder, `<script type="text/x-after-paint" data-src>`
 *   (not fetched, not run; it keeps its CSP nonce), and React's preload of the bootstrap chunk is
 *   dropped;
 * - a small loader, first in `<head>`, starts all of them once the first contentful paint is on
 *   screen and the document is parsed, or after 2 s if the page is never painted (a background tab).
 *
 * Links and the language switch are plain links before hydration; forms and menus work once the
 * chunks have run, a few hundred milliseconds later (a form sent before that is held, not sent as a
 * GET with its fields in the address). The rewrite works on a stream, so a chunk
 * split across two writes is held back until it is whole.
 */

export const PLACEHOLDER_TYPE = 'text/x-after-paint';

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)"((?: async=""| nonce="[^"]*")+)><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="low"| nonce="[^"]*")* href="\/_next\/static\/[^"]+\.js"(?: nonce="[^"]*")?\/>/g;
const NONCE_ATTRIBUTE = / nonce="[^"]*"/;
const HEAD = /<head(?:\s[^>]*)?>/;
const CHUNK_SCRIPT_START = '<script src="/_next/';
const SCRIPT_END = '</script>';

/** Runs in the browser (serialised into the page): starts the placeholders after the first paint. */
function startScriptsAfterFirstPaint(placeholderType) {
  // Until the scripts run, a form would submit natively: a GET to this page with every field in the
  // address (a password, a lead's details) and nothing stored. Every such form is handled by its
  // script, which prevents the native submission itself once it runs; a form with a method or an
  // action of its own (a server action) submits as usual.
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && !form.hasAttribute('method') && !form.hasAttribute('action')) event.preventDefault();
  }, true);
  let painted = false;
  let parsed = false;
  let started = false;
  const start = () => {
    if (started || !painted || !parsed) return;
    started = true;
    // One task per script (a message each, which no timer throttling or mocked clock delays):
    // starting a request costs a few milliseconds of the main thread, and ten of them in one task
    // would be a long task on a phone.
    const placeholders = [...document.querySelectorAll(`script[type="${placeholderType}"]`)];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const placeholder = placeholders.shift();
      const script = document.createElement('script');
      // The relative path as written: Turbopack recognises its loaded chunks by this attribute.
      script.setAttribute('src', placeholder.getAttribute('data-src'));
      // In order, each in a task of its own: the framework's start-up then runs after the last,
      // small chunk instead of in the same task as compiling the largest one.
      script.async = false;
      if (placeholder.nonce) script.nonce = placeholder.nonce;
      document.head.appendChild(script);
      if (!placeholders.length) channel.port1.close();
    };
    for (let i = 0; i < placeholders.length; i++) channel.port2.postMessage(0);
  };
  const paint = () => {
    painted = true;
    start();
  };
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      paint();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(paint, 2000);
  } else {
    paint();
  }
  const parse = () => {
    parsed = true;
    start();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parse, { once: true });
  else parse();
}

/** The loader's `<script>`, with the page's CSP nonce when it has one (the staff area). */
export function loaderTag(nonce) {
  const attribute = nonce ? ` nonce="${nonce}"` : '';
  return `<script${attribute}>(${startScriptsAfterFirstPaint.toString()})(${JSON.stringify(PLACEHOLDER_TYPE)})</script>`;
}

/** Rewrites complete HTML text (no tag cut in two). */
function rewrite(html, state) {
  let out = html
    .replace(CHUNK_SCRIPT, (tag, src, attributes) => {
      if (!attributes.includes(' async=""')) return tag;
      const nonce = NONCE_ATTRIBUTE.exec(attributes)?.[0] ?? '';
      return `<script type="${PLACEHOLDER_TYPE}" data-src="${src}"${nonce}></script>`;
    })
    .replace(CHUNK_PRELOAD, '');
  if (!state.loaderWritten && HEAD.test(out)) {
    out = out.replace(HEAD, (head) => head + loaderTag(state.nonce));
    state.loaderWritten = true;
  }
  return out;
}

/** Where the text can be cut safely: before a tag that may still be incomplete. */
function safeEnd(text) {
  let cut = text.lastIndexOf('<');
  if (cut === -1) return text.length;
  const open = text.lastIndexOf(CHUNK_SCRIPT_START, cut);
  if (open !== -1) {
    const close = text.indexOf(SCRIPT_END, open);
    if (close === -1 || close + SCRIPT_END.length > cut) cut = open;
  }
  return cut;
}

/** A streaming rewriter: `push` returns what can be sent now, `flush` the rest at the end. */
export function createPaintFirstRewriter({ nonce } = {}) {
  const state = { nonce, loaderWritten: false };
  let pending = '';
  return {
    push(text) {
      pending += text;
      const cut = safeEnd(pending);
      const ready = pending.slice(0, cut);
      pending = pending.slice(cut);
      return ready ? rewrite(ready, state) : '';
    },
    flush() {
      const rest = pending;
      pending = '';
      return rest ? rewrite(rest, state) : '';
    },
  };
}

const NONCE = /'nonce-([^']+)'/;

/**
 * Wraps `res` so that HTML answers pass through the rewriter; everything else is untouched. Call
 * it after any compression middleware, so the rewriter sees the HTML before it is compressed.
 */
export function paintFirst(res) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  const decoder = new TextDecoder();
  /** undefined: not decided yet; null: not HTML, passed through. */
  let rewriter;
  const decide = () => {
    if (rewriter !== undefined) return rewriter;
    if (res.headersSent || !String(res.getHeader('content-type') ?? '').startsWith('text/html')) return (rewriter = null);
    res.removeHeader('content-length');
    const nonce = NONCE.exec(String(res.getHeader('content-security-policy') ?? ''))?.[1];
    return (rewriter = createPaintFirstRewriter({ nonce }));
  };
  const text = (chunk, encoding) => {
    if (chunk == null) return '';
    if (typeof chunk !== 'string') return decoder.decode(chunk, { stream: true });
    return !encoding || /^utf-?8$/i.test(encoding) ? chunk : decoder.decode(Buffer.from(chunk, encoding), { stream: true });
  };

  res.writeHead = function writeHead(statusCode, reason, headers) {
    if (typeof reason !== 'string') [reason, headers] = [undefined, reason];
    if (Array.isArray(headers)) {
      rewriter ??= null; // raw header pairs: passed through as they are
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
      headers = undefined;
    }
    decide();
    const args = [statusCode, reason, headers].filter((value) => value !== undefined);
    return original.writeHead.apply(this, args);
  };
  res.write = function write(chunk, encoding, callback) {
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    const current = decide();
    if (!current) return original.write.call(this, chunk, encoding, callback);
    const out = current.push(text(chunk, encoding));
    if (out) return original.write.call(this, out, 'utf8', callback);
    if (callback) process.nextTick(callback);
    return true;
  };
  res.end = function end(chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    const current = decide();
    if (!current) return original.end.call(this, chunk, encoding, callback);
    const out = current.push(text(chunk, encoding) + decoder.decode()) + current.flush();
    return original.end.call(this, out, 'utf8', callback);
  };
  return res;
}
