import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { maskEmail } from '@/server/newsletter/subscriptions';

/** The `?token=` of a newsletter e-mail link and the `?status=` its page's own action adds after a POST. */
export async function linkQuery(searchParams: Promise<Record<string, string | string[] | undefined>>): Promise<{ token: string; status: string }> {
  const query = await searchParams;
  return { token: typeof query.token === 'string' ? query.token : '', status: typeof query.status === 'string' ? query.status : '' };
}

/** The masked address, isolated left-to-right so it reads correctly inside Arabic text. */
export function shownEmail(email: string): string {
  return `\u2066${maskEmail(email)}\u2069`;
}

/** The card of a newsletter link's page (confirm, unsubscribe): the outcome, then what the visitor can do. */
export function LinkPageCard({ view, problem, icon, eyebrow, title, text, children }: { view: string; problem: boolean; icon: ReactNode; eyebrow: string; title: string; text: string; children: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-navy-50 to-white px-4 py-16 sm:py-24">
      <div data-view={view} className="mx-auto max-w-xl rounded-[var(--radius-card)] border border-line bg-white p-6 text-center shadow-[var(--shadow-card)] sm:p-10">
        <span aria-hidden className={cn('mx-auto flex size-14 items-center justify-center rounded-2xl', problem ? 'bg-danger-50 text-danger' : 'bg-teal-50 text-teal-700')}>
          {icon}
        </span>
        <p className="mt-5 text-sm font-semibold tracking-wide text-teal-700 uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-2xl font-bold text-balance text-navy-900 sm:text-3xl">{title}</h1>
        <p className="mt-4 text-pretty text-muted">{text}</p>
        {children}
      </div>
    </section>
  );
}
