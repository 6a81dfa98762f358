import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when the page allows it. Our CSP never allows eval,
 * and the browser reports even Zod's caught probe as a CSP violation, so schemas that also run in the
 * browser take `z` from here.
 */
z.config({ jitless: true });

export { z };

/**
 * NUL and unpaired UTF-16 surrogates: no keyboard types them, PostgreSQL refuses NUL in text
 * (the insert failed as a 503) and a lone surrogate cannot be written as UTF-8 without loss.
 */
const malformedText = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isWellFormedText(value: string): boolean {
  return !malformedText.test(value);
}

/** The string every form and staff field starts from: `z.string` that refuses malformed text with the key `invalidText`. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isWellFormedText, { error: 'invalidText' });
}
