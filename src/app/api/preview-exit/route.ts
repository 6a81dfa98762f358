import { draftMode } from 'next/headers';
import { fromPathOf } from '@/lib/whatsapp';

export const dynamic = 'force-dynamic';

/** Leaves the preview of the draft: back to the page, as visitors see it. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  const path = fromPathOf(new URL(request.url).searchParams.get('path')) ?? '/';
  // A path on this site, so the browser stays on the host it used (and keeps the preview cookie).
  return new Response(null, { status: 303, headers: { location: path, 'cache-control': 'no-store' } });
}
