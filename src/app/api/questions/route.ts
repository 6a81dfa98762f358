import { handleQuestionSubmission } from '@/server/question-handler';

/** The ask-a-question form of /resources/ask-anything. */
export async function POST(request: Request) {
  return handleQuestionSubmission(request);
}
