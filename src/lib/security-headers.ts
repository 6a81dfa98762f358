/**
 * The security headers of every response (read by next.config.ts for pages, API answers, static
 * files and 404s, and by proxy.ts for the staff area's per-request policy).
 *
 * Scripts. Next.js can mark its scripts with a per-request nonce only while rendering a page for
 * that request, so a nonce makes every page it covers dynamic, and its experimental SRI
 * (`experimental.sri`) only adds `integrity` to the external chunks: the App Router still writes
 * inline `self.__next_f.push(...)` scripts (the RSC payload) into every page, which
 * `script-src 'self'` alone refuses, and whose hashes differ per page and per build. So:
 * - public pages stay statically generated and get `script-src 'self' 'unsafe-inline'`: only
 *   same-origin files and inline scripts; no other host, no eval, no plugins, no framing, no
 *   `<base>` hijacking, forms post only to us;
 * - the staff area (/admin), dynamic anyway because it is behind a session and the only place that
 *   shows user-written HTML (the blog preview), gets a nonce with `'strict-dynamic'` and no
 *   `'unsafe-inline'` for scripts.
 * Styles keep `'unsafe-inline'`: React writes `style` attributes (Radix positioning, progress bars),
 * which no nonce or hash can allow.
 */

export type SecurityOptions = {
  /** `next dev` needs eval for React's debugging aids; production never allows it. */
  development: boolean;
  /** Per-request nonce (staff area only); without it inline scripts are allowed (static pages). */
  nonce?: string;
};

export function contentSecurityPolicy({ development, nonce }: SecurityOptions): string {
  const scripts = nonce ? [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`] : [`'self'`, `'unsafe-inline'`];
  if (development) scripts.push(`'unsafe-eval'`);
  const directives: Record<string, string[]> = {
    'default-src': [`'self'`],
    'script-src': scripts,
    'style-src': [`'self'`, `'unsafe-inline'`],
    // data: and blob: for images made in the browser (QR codes, previews).
    'img-src': [`'self'`, 'data:', 'blob:'],
    'font-src': [`'self'`],
    'connect-src': [`'self'`],
    'object-src': [`'none'`],
    'base-uri': [`'self'`],
    'form-action': [`'self'`],
    'frame-ancestors': [`'none'`],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Browser features the site never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb']
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Two years, as the HSTS preload list asks; sent by production builds only (served behind HTTPS). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Every header except the CSP, which depends on the route (see above). */
export function securityHeaders({ production }: { production: boolean }): { key: string; value: string }[] {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    // For browsers without CSP frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  if (production) headers.push({ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY });
  return headers;
}
