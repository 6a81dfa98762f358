import { draftMode } from 'next/headers';
import { fromPathOf } from '@/lib/whatsapp';
import { jsonError } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';

export const dynamic = 'force-dynamic';

/**
 * A staff member previews the saved draft: the framework's draft mode is switched on for their browser
 * (its own signed cookie), and they land on the page they asked for, which then reads the draft.
 */
export const GET = staffRoute({ role: 'editor' }, async ({ request, t }) => {
  const path = fromPathOf(new URL(request.url).searchParams.get('path'));
  if (!path) return jsonError(400, t('api.invalidData'));
  (await draftMode()).enable();
  // A path on this site, so the browser stays on the host it used (and keeps the preview cookie).
  return new Response(null, { status: 303, headers: { location: path, 'cache-control': 'no-store' } });
});
