import { PENDING_FORMS } from './pending-forms-key';

/**
 * Until the page's scripts have run, a form would submit natively: a GET to the same page with
 * every field in the address (a password, a lead's details) and nothing stored. Every form of the
 * site is sent by its script; this inline script, first in <body> (before any form), holds such a submission and
 * notes the form, and PageReady submits it again once the form's script can take it. A form with
 * an action or method of its own submits as usual.
 */
const source = `document.addEventListener('submit',function(e){var f=e.target;if(document.documentElement.hasAttribute('data-ready')||!(f instanceof HTMLFormElement)||f.hasAttribute('action')||f.hasAttribute('method'))return;e.preventDefault();var q=window.${PENDING_FORMS}=window.${PENDING_FORMS}||[];if(q.indexOf(f)<0)q.push(f)},true)`;

export function PendingFormsScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: source }} />;
}
