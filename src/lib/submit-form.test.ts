import { describe, expect, it } from 'vitest';
import { readFailure } from './submit-form';

const fields = ['name', 'email'];
const limitsOnly = { fallback: 'Please try again.', serverWords: (status: number) => status === 429 };

describe('readFailure: the one reading of a refused public form', () => {
  it('puts the errors of the form own fields under them, and keeps the form own words for a plain refusal', () => {
    const failure = readFailure({ ok: false, status: 400, message: 'Invalid request', errors: { email: 'Use a work address' } }, fields, limitsOnly);
    expect(failure).toEqual({ fields: [['email', 'Use a work address']], message: 'Please try again.' });
  });

  it('shows the server message for the statuses the form takes its words for (429 here), in the page language as sent', () => {
    expect(readFailure({ ok: false, status: 429, message: 'Too many requests' }, fields, limitsOnly).message).toBe('Too many requests');
    expect(readFailure({ ok: false, status: 503, message: 'Unavailable' }, fields, limitsOnly).message).toBe('Please try again.');
  });

  it('falls back to the form own words when the network failed or the answer has no message', () => {
    const every = { fallback: 'Failed', serverWords: (status: number) => status >= 400 };
    expect(readFailure({ ok: false, status: 0 }, fields, every).message).toBe('Failed');
    expect(readFailure({ ok: false, status: 500, message: '' }, fields, every).message).toBe('Failed');
  });

  it('makes errors of anything but the form fields (the event, the resource) the message', () => {
    const failure = readFailure({ ok: false, status: 400, message: 'Invalid', errors: { name: 'Too long', resourceId: 'Unknown guide' } }, fields, limitsOnly);
    expect(failure).toEqual({ fields: [['name', 'Too long']], message: 'Unknown guide' });
  });

  it('stays quiet when only fields were refused, for the forms whose fields say it all', () => {
    const failure = readFailure({ ok: false, status: 400, message: 'Invalid', errors: { email: 'Required' } }, fields, { ...limitsOnly, quietOnFieldErrors: true });
    expect(failure.message).toBeNull();
  });

  it('can take the server words from the answer body (a refused demo slot brings the next free ones)', () => {
    const wording = { fallback: 'Failed', serverWords: (status: number, data?: Record<string, unknown>) => status === 429 || Array.isArray(data?.slots) };
    expect(readFailure({ ok: false, status: 409, message: 'Slot taken', data: { slots: [] } }, ['slotStart'], wording).message).toBe('Slot taken');
  });
});
