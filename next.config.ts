import { join } from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { env } from './src/env';
import { contentSecurityPolicy, securityHeaders } from './src/lib/security-headers';

// Messages are compiled at build time, so the browser gets no ICU parser (next-intl's `precompile`).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const development = env.NODE_ENV === 'development';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // gzip by the framework's server; a reverse proxy in front may take compression over.
  compress: true,
  // `node .next/standalone/server.js` (npm start) runs from a self-contained folder; `next start` works too.
  output: 'standalone',
  reactStrictMode: true,
  // Pages and cached data per instance, and revalidated tags shared through the site's database, so a
  // publish in the staff area reaches every instance (cache-handler.mjs).
  cacheHandler: join(process.cwd(), 'cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // pdfkit and fontkit load their own data files at run time, so they stay plain Node packages.
  serverExternalPackages: ['better-sqlite3', 'pg', 'pino', 'pdfkit', 'fontkit'],
  // The guide PDFs read the full font files from node_modules at run time (src/server/guides/pdf-text.ts).
  outputFileTracingIncludes: {
    // A glob over route names, where brackets would mean a character class.
    '/*/resources/guides/*/pdf': [
      './node_modules/@fontsource/inter/files/inter-latin-{400,700}-normal.woff',
      './node_modules/@fontsource/inter/files/inter-latin-ext-{400,700}-normal.woff',
      './node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-{400,700}-normal.woff',
    ],
  },
  // npm test type-checks (tsc) before it builds: its build does not do it a second time (src/env.ts).
  typescript: { ignoreBuildErrors: env.TYPES_CHECKED === '1' },
  experimental: { globalNotFound: true },
  images: { formats: ['image/avif', 'image/webp'] },
  // Applied by the server to every answer: pages, API, files under /_next and public/, 404s.
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders({ production: env.NODE_ENV === 'production' }) },
      // The staff area's policy carries a per-request nonce and is set by src/proxy.ts.
      { source: '/((?!admin(?:/|$)).*)', headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ development }) }] },
      // The Arabic font files never change under the same name (a new version gets a new file name).
      { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
