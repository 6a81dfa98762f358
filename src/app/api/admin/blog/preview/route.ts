import { text, z } from '@/lib/zod';
import { authenticate } from '@/server/auth/request';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';
import { renderMarkdown } from '@/server/markdown';

const previewSchema = z.object({ content: text().max(100_000) });

/** The post body exactly as visitors will see it (same renderer and sanitiser). */
export async function POST(request: Request) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = previewSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, 'invalid');
  return ok({ html: renderMarkdown(parsed.data.content) });
}
