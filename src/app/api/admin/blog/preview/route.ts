import { text, z } from '@/lib/zod';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { renderMarkdown } from '@/server/markdown';

const previewSchema = z.object({ content: text().max(100_000) });

/** The post body exactly as visitors will see it (same renderer and sanitiser). */
export const POST = staffRoute({ role: 'editor', schema: previewSchema, invalid: () => jsonError(400, 'invalid') }, async ({ body }) => ok({ html: renderMarkdown(body.content) }));
