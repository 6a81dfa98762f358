import { detailedDemoRequestPayloadSchema } from '@/schemas/demo';
import { handleDemoSubmission } from '@/server/demo-request-handler';
import { detailedDemoRequestRow } from '@/server/demo-requests';

/** The long /detailed-demo-request form (spec §7). */
export async function POST(request: Request) {
  return handleDemoSubmission(request, detailedDemoRequestPayloadSchema, (payload) => detailedDemoRequestRow(payload));
}
