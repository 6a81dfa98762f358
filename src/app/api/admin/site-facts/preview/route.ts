import { draftMode } from 'next/headers';
import { fromPathOf } from '@/lib/whatsapp';
import { authenticate } from '@/server/auth/request';
import { jsonError } from '@/server/http/json-api';
import { staffTranslator } from '@/server/staff/language';

export const dynamic = 'force-dynamic';

/**
 * A staff member previews the saved draft: the framework's draft mode is switched on for their browser
 * (its own signed cookie), and they land on the page they asked for, which then reads the draft.
 */
export async function GET(request: Request) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const path = fromPathOf(new URL(request.url).searchParams.get('path'));
  if (!path) return jsonError(400, staffTranslator(auth.admin.locale)('api.invalidData'));
  (await draftMode()).enable();
  // A path on this site, so the browser stays on the host it used (and keeps the preview cookie).
  return new Response(null, { status: 303, headers: { location: path, 'cache-control': 'no-store' } });
}
