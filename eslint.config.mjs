import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import boundaries from 'eslint-plugin-boundaries';

/**
 * A boundaries policy: files of `from` may import the listed layers.
 * @param {string} from
 * @param {string[]} to
 */
const layer = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  {
    // Schemas run in the browser too, where the CSP forbids eval: src/lib/zod.ts switches Zod's eval off.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts', 'src/env.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import z from '@/lib/zod' (Zod without eval, as the Content-Security-Policy requires).", allowTypeImports: true }] },
      ],
    },
  },
  {
    // A migration is frozen: what it gives a new database never changes with the application's code, so
    // it imports only Kysely, Node's modules and the frozen files beside it. Seed content loads in seed.ts.
    files: ['src/server/db/migrations/**/*.ts'],
    ignores: ['src/server/db/migrations/index.ts', 'src/server/db/migrations/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!kysely(/|$)|node:|\\./)',
              message: 'A migration is frozen: import only kysely, node: modules and the files beside it (copy the logic in).',
            },
          ],
        },
      ],
    },
  },
  {
    // The layers of ARCHITECTURE.md: each imports only itself and the layers below it.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true } },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        ...['app', 'components', 'server', 'schemas', 'content', 'lib', 'i18n'].map((type) => ({ type, pattern: `src/${type}/**`, partialMatch: false })),
        { type: 'features', pattern: 'src/features/*/**', partialMatch: false, capture: ['area'] },
        // The proxy's rules (composed by src/proxy.ts): nothing else imports them.
        { type: 'proxy', pattern: 'src/proxy/**', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            layer('app', ['app', 'features', 'components', 'server', 'schemas', 'content', 'lib', 'i18n']),
            layer('features', ['components', 'server', 'schemas', 'content', 'lib', 'i18n']),
            layer('proxy', ['proxy', 'server', 'lib', 'i18n']),
            // A feature area uses its own files only; what two areas share lives in a lower layer.
            { from: { element: { type: 'features' } }, allow: { to: { element: { type: 'features', captured: { area: '{{ from.element.captured.area }}' } } } } },
            layer('components', ['components', 'schemas', 'content', 'lib', 'i18n']),
            layer('server', ['server', 'schemas', 'content', 'lib', 'i18n']),
            layer('schemas', ['schemas', 'content', 'lib', 'i18n']),
            layer('content', ['content', 'lib', 'i18n']),
            layer('lib', ['lib', 'i18n']),
            layer('i18n', ['i18n']),
          ],
        },
      ],
    },
  },
];

export default config;
