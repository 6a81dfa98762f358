// The `min` metadata (about 80 KB raw) checks each country's number lengths; it loads with the form's
// lazily fetched schema (schemas/form-resolvers), never with the page.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { toWesternDigits } from './numbers';

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const SAUDI_MOBILE = /^05\d{8}$/;

/**
 * The phone number in E.164 (+966551234567), or null when it is not one we can call. Accepted: a Saudi
 * mobile written locally (05XXXXXXXX), or any number written with its country code (+ or 00 first),
 * such as +9665XXXXXXXX, +44 20 7946 0958.
 */
export function toE164(input: string): string | null {
  const text = toWesternDigits(input).trim();
  if (!PHONE_CHARACTERS.test(text)) return null;
  const international = text.startsWith('+') || text.startsWith('00');
  if (!international && !SAUDI_MOBILE.test(text.replace(/[\s().-]/g, ''))) return null;
  const parsed = parsePhoneNumberFromString(text, 'SA');
  return parsed?.isValid() ? parsed.number : null;
}

/** An E.164 number as people write it: a Saudi one in its groups (+966 11 520 4400), any other as stored. */
export function readablePhone(e164: string): string {
  const saudi = /^\+966(\d{2})(\d{3})(\d{4})$/.exec(e164);
  return saudi ? `+966 ${saudi[1]} ${saudi[2]} ${saudi[3]}` : e164;
}
