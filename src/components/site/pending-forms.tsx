import { PENDING_FORMS } from './pending-forms-key';

/**
 * Until the page's scripts have run, a form would submit natively: a GET to the same page with
 * every field in the address (a password, a lead's details) and nothing stored. Every form of the
 * site is sent by its script; this inline script, first in <body> (before any form), holds such a submission and
 * notes the form, and PageReady submits it again once the form's script can take it. A form with
 * an action or method of its own submits as usual.
 *
 * An async module, not a classic script: a classic inline script after the stylesheet waits for the
 * stylesheet to arrive and stops the parser until then, so none of the page below it would be parsed
 * while the stylesheet loads (on a slow phone network, ~100-300 ms later to the first paint). An
 * async module runs as soon as it is parsed and never blocks the parser; no form can be seen, and
 * so none sent, before the stylesheet that the first paint waits for.
 */
const source = `document.addEventListener('submit',function(e){var f=e.target;if(document.documentElement.hasAttribute('data-ready')||!(f instanceof HTMLFormElement)||f.hasAttribute('action')||f.hasAttribute('method'))return;e.preventDefault();var q=window.${PENDING_FORMS}=window.${PENDING_FORMS}||[];if(q.indexOf(f)<0)q.push(f)},true)`;

export function PendingFormsScript({ nonce }: { nonce?: string }) {
  return <script type="module" async nonce={nonce} dangerouslySetInnerHTML={{ __html: source }} />;
}
