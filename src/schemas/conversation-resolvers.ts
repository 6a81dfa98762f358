import { zodResolver } from '@hookform/resolvers/zod';
import { partnerApplicationSchema } from './partner-application';
import { recordingRequestSchema } from './recording-request';

/** The partner and recording forms' resolvers: the route handlers' schemas, loaded on demand (lazy-resolver.ts). */
export const partnerApplicationResolver = zodResolver(partnerApplicationSchema);
export const recordingRequestResolver = zodResolver(recordingRequestSchema);
