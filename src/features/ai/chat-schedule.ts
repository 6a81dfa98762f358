/**
 * The scripted assistant chat. A sample starts; 1 s later its question appears,
 * 2.5 s after that its answer, and 4 s after that the next sample starts. After the last sample
 * the chat clears and starts again from the first.
 */

export const CHAT_QUESTION_DELAY_MS = 1000;
export const CHAT_ANSWER_DELAY_MS = 2500;
export const CHAT_NEXT_SAMPLE_DELAY_MS = 4000;

/** Where the chat is: which sample, and how much of it shows. */
export interface ChatStep {
  sample: number;
  phase: 'waiting' | 'question' | 'answer';
}

export const firstChatStep: ChatStep = { sample: 0, phase: 'waiting' };

/** How long the chat stays at `step` before moving on. */
export function chatStepDuration(step: ChatStep): number {
  switch (step.phase) {
    case 'waiting':
      return CHAT_QUESTION_DELAY_MS;
    case 'question':
      return CHAT_ANSWER_DELAY_MS;
    case 'answer':
      return CHAT_NEXT_SAMPLE_DELAY_MS;
  }
}

export function nextChatStep(step: ChatStep, sampleCount: number): ChatStep {
  switch (step.phase) {
    case 'waiting':
      return { sample: step.sample, phase: 'question' };
    case 'question':
      return { sample: step.sample, phase: 'answer' };
    case 'answer':
      return step.sample + 1 < sampleCount ? { sample: step.sample + 1, phase: 'waiting' } : firstChatStep;
  }
}

export interface ChatMessage {
  /** Stable per sample and role, for React keys. */
  key: string;
  sample: number;
  role: 'question' | 'answer';
}

/** The messages on screen at `step`: every earlier sample in full, then as much of the current one as shows. */
export function visibleChatMessages(step: ChatStep): ChatMessage[] {
  const messages: ChatMessage[] = [];
  for (let sample = 0; sample <= step.sample; sample++) {
    const current = sample === step.sample;
    if (current && step.phase === 'waiting') break;
    messages.push({ key: `${sample}-q`, sample, role: 'question' });
    if (current && step.phase === 'question') break;
    messages.push({ key: `${sample}-a`, sample, role: 'answer' });
  }
  return messages;
}

/** The assistant is "typing" between a question and its answer. */
export function isAssistantTyping(step: ChatStep): boolean {
  return step.phase === 'question';
}
