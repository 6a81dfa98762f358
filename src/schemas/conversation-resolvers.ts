import { schemaResolver } from '@/lib/form';
import { partnerApplicationSchema } from './partner-application';
import { recordingRequestSchema } from './recording-request';

/** The partner and recording forms' resolvers: the route handlers' schemas, loaded on demand (lazy-resolver.ts). */
export const partnerApplicationResolver = schemaResolver(partnerApplicationSchema);
export const recordingRequestResolver = schemaResolver(recordingRequestSchema);
