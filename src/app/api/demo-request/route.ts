import { shortDemoRequestPayloadSchema } from '@/schemas/demo';
import { handleDemoSubmission } from '@/server/demo-request-handler';
import { shortDemoRequestRow } from '@/server/demo-requests';

/** The short /request-demo form. */
export async function POST(request: Request) {
  return handleDemoSubmission(request, shortDemoRequestPayloadSchema, (payload) => shortDemoRequestRow(payload));
}
