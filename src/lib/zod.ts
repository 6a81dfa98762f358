import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when the page allows it. Our CSP never allows eval,
 * and the browser reports even Zod's caught probe as a CSP violation, so schemas that also run in the
 * browser take `z` from here.
 */
z.config({ jitless: true });

export { z };
