import { jsonError } from '@/server/http/json-api';
import { serverMessage } from '@/server/messages';

/** Any path under /api/ that no route handles: a JSON 404, as every API answer is JSON. */
function unknownEndpoint(): Response {
  return jsonError(404, serverMessage('en', 'Api.unknownEndpoint'));
}

export const GET = unknownEndpoint;
export const POST = unknownEndpoint;
export const PUT = unknownEndpoint;
export const PATCH = unknownEndpoint;
export const DELETE = unknownEndpoint;
