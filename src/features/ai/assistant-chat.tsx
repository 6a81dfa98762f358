'use client';

import { Bot as botIcon, CircleCheck as circleCheckIcon, Pause as pauseIcon, Play as playIcon, UserRound as userRoundIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { cx } from '@/lib/cn';
import { chatStepDuration, firstChatStep, isAssistantTyping, nextChatStep, visibleChatMessages } from './chat-schedule';

const Bot = createIcon(botIcon);
const CircleCheck = createIcon(circleCheckIcon);
const Pause = createIcon(pauseIcon);
const Play = createIcon(playIcon);
const UserRound = createIcon(userRoundIcon);

/** The four capabilities listed under the chat, in order. */
const capabilities = ['predict', 'energy', 'sla', 'plan'] as const;

/** The scripted assistant conversation; the timing lives in chat-schedule.ts. Its words: the `Ai.assistant` messages. */
export function AssistantChat({ samples }: { samples: { question: string; answer: string }[] }) {
  const t = useTranslations('Ai.assistant');
  const [step, setStep] = useState(firstChatStep);
  const [paused, setPaused] = useState(false);
  const [inView, setInView] = useState(false);
  const stepRef = useRef(firstChatStep);
  const logRef = useRef<HTMLDivElement>(null);

  // The script plays while the chat is on screen: a visitor who scrolls to it sees it from its first
  // question, and a page opened at its top spends no work on a conversation nobody sees. A hidden
  // tab's chat is off screen too.
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(log);
    return () => observer.disconnect();
  }, []);

  // One chain of timers drives the script, independent of when React renders; pausing (or leaving the
  // screen) breaks the chain and resuming gives the current step its full time again.
  useEffect(() => {
    if (paused || !inView) return;
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(() => {
        stepRef.current = nextChatStep(stepRef.current, samples.length);
        setStep(stepRef.current);
        schedule();
      }, chatStepDuration(stepRef.current));
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [paused, inView, samples.length]);

  // Keep the newest message in view inside the chat window (never scrolls the page). Not on the
  // first step: nothing to scroll yet, and reading the height would force a layout during hydration.
  useEffect(() => {
    const log = logRef.current;
    if (!log || step === firstChatStep) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    log.scrollTo({ top: log.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
  }, [step]);

  const messages = visibleChatMessages(step);
  const typing = isAssistantTyping(step) && !paused;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]">
        <div className="flex items-center gap-3 border-b border-line px-4 py-3 sm:px-5">
          <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-teal-500">
            <Bot className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-navy-900">{t('title')}</h3>
            <p className="flex items-center gap-1.5 text-xs text-muted">
              <span aria-hidden className="size-2 rounded-full bg-teal-500" />
              {t('online')}
              <span aria-hidden className="hidden sm:inline">
                ·
              </span>
              <span className="hidden truncate sm:inline">{t('subtitle')}</span>
            </p>
          </div>
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? t('resume') : t('pause')}
            title={paused ? t('resume') : t('pause')}
            className="flex size-11 shrink-0 items-center justify-center rounded-full text-navy-900 transition-colors hover:bg-navy-50"
          >
            {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
          </button>
        </div>

        <div
          ref={logRef}
          role="log"
          aria-live="off"
          aria-label={t('conversation')}
          tabIndex={0}
          className="h-[22rem] space-y-4 overflow-y-auto overscroll-contain bg-canvas px-4 py-5 sm:h-[26rem] sm:px-5"
        >
          {messages.map((message) => {
            const sample = samples[message.sample];
            if (!sample) return null;
            const fromManager = message.role === 'question';
            return (
              <div key={message.key} className={cx('flex animate-fade-in items-end gap-2', fromManager && 'flex-row-reverse')}>
                <span
                  aria-hidden
                  className={cx(
                    'flex size-8 shrink-0 items-center justify-center rounded-full',
                    fromManager ? 'bg-amber-100 text-navy-900' : 'bg-navy-900 text-teal-500',
                  )}
                >
                  {fromManager ? <UserRound className="size-4" /> : <Bot className="size-4" />}
                </span>
                <div className={cx('max-w-[85%] sm:max-w-[75%]', fromManager && 'text-end')}>
                  <p className="mb-1 px-1 text-xs font-medium text-muted">{fromManager ? t('manager') : t('assistant')}</p>
                  <p
                    className={cx(
                      'rounded-2xl px-4 py-2.5 text-start text-sm leading-relaxed',
                      fromManager ? 'rounded-ee-md bg-navy-900 text-white' : 'rounded-es-md border border-line bg-white text-ink',
                    )}
                  >
                    {fromManager ? sample.question : sample.answer}
                  </p>
                </div>
              </div>
            );
          })}
          {typing && (
            <div className="flex items-end gap-2">
              <span aria-hidden className="flex size-8 shrink-0 items-center justify-center rounded-full bg-navy-900 text-teal-500">
                <Bot className="size-4" />
              </span>
              <p className="flex items-center gap-1 rounded-2xl rounded-es-md border border-line bg-white px-4 py-3.5">
                <span className="sr-only">{t('typing')}</span>
                {[0, 150, 300].map((delay) => (
                  <span key={delay} aria-hidden className="size-1.5 rounded-full bg-muted motion-safe:animate-bounce" style={{ animationDelay: `${delay}ms` }} />
                ))}
              </p>
            </div>
          )}
        </div>
        <p className="border-t border-line px-4 py-3 text-xs text-muted sm:px-5">{t('note')}</p>
      </div>

      <div className="self-start rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
        <h3 className="font-semibold text-navy-900">{t('capabilities.title')}</h3>
        <ul className="mt-4 space-y-3">
          {capabilities.map((capability) => (
            <li key={capability} className="flex items-start gap-3 text-sm text-ink">
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-teal-700" />
              {t(`capabilities.${capability}`)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
