import { describe, expect, it } from 'vitest';
import { chatStepDuration, firstChatStep, isAssistantTyping, nextChatStep, visibleChatMessages, type ChatStep } from './chat-schedule';

/** Runs the schedule for `ms` milliseconds from the first step and returns where it is. */
function stepAt(ms: number, sampleCount = 10): ChatStep {
  let step = firstChatStep;
  let elapsed = chatStepDuration(step);
  while (elapsed <= ms) {
    step = nextChatStep(step, sampleCount);
    elapsed += chatStepDuration(step);
  }
  return step;
}

const shown = (ms: number) => visibleChatMessages(stepAt(ms)).map((m) => m.key);

describe('scripted chat schedule', () => {
  it('waits 1 s for a question, 2.5 s more for its answer and 4 s more for the next sample', () => {
    expect(chatStepDuration({ sample: 0, phase: 'waiting' })).toBe(1000);
    expect(chatStepDuration({ sample: 0, phase: 'question' })).toBe(2500);
    expect(chatStepDuration({ sample: 0, phase: 'answer' })).toBe(4000);
  });

  it('shows nothing at first, then the question at 1 s and the answer at 3.5 s', () => {
    expect(shown(0)).toEqual([]);
    expect(shown(999)).toEqual([]);
    expect(shown(1000)).toEqual(['0-q']);
    expect(shown(3499)).toEqual(['0-q']);
    expect(shown(3500)).toEqual(['0-q', '0-a']);
  });

  it('starts the next sample 4 s after an answer and keeps the earlier ones', () => {
    expect(shown(7499)).toEqual(['0-q', '0-a']);
    expect(shown(8499)).toEqual(['0-q', '0-a']);
    expect(shown(8500)).toEqual(['0-q', '0-a', '1-q']);
    expect(shown(11_000)).toEqual(['0-q', '0-a', '1-q', '1-a']);
  });

  it('shows the typing indicator only while an answer is due', () => {
    expect(isAssistantTyping(stepAt(500))).toBe(false);
    expect(isAssistantTyping(stepAt(1000))).toBe(true);
    expect(isAssistantTyping(stepAt(3500))).toBe(false);
  });

  it('clears after the tenth sample and starts again from the first', () => {
    // Ten samples of 7.5 s each: the tenth starts at 67.5 s, its answer shows from 71 s until 75 s.
    expect(shown(74_999)).toHaveLength(20);
    expect(shown(74_999).at(-1)).toBe('9-a');
    expect(stepAt(75_000)).toEqual(firstChatStep);
    expect(shown(75_000)).toEqual([]);
    expect(shown(76_000)).toEqual(['0-q']);
    expect(shown(78_500)).toEqual(['0-q', '0-a']);
  });

  it('walks the steps of one sample in order', () => {
    expect(nextChatStep({ sample: 3, phase: 'waiting' }, 10)).toEqual({ sample: 3, phase: 'question' });
    expect(nextChatStep({ sample: 3, phase: 'question' }, 10)).toEqual({ sample: 3, phase: 'answer' });
    expect(nextChatStep({ sample: 3, phase: 'answer' }, 10)).toEqual({ sample: 4, phase: 'waiting' });
    expect(nextChatStep({ sample: 9, phase: 'answer' }, 10)).toEqual(firstChatStep);
  });
});
