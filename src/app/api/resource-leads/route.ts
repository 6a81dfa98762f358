import { handleResourceLeadSubmission } from '@/server/resource-lead-handler';

/** A guide's PDF download form and a course's enrolment form. */
export async function POST(request: Request) {
  return handleResourceLeadSubmission(request);
}
