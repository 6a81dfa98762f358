/**
 * For scripts that run server modules straight on Node without the react-server condition (which
 * next-intl's translators cannot load under): `server-only` resolves to its empty module, as in Vitest.
 */
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';

const empty = pathToFileURL(`${process.cwd()}/node_modules/server-only/empty.js`).href;
register(
  'data:text/javascript,' +
    encodeURIComponent(`export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: ${JSON.stringify(empty)}, shortCircuit: true };
  return next(specifier, context);
}`),
  import.meta.url,
);
