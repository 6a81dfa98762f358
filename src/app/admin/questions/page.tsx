import type { Metadata } from 'next';
import { AdminShell } from '@/features/admin/admin-shell';
import { fill, questionsCopy as copy } from '@/features/admin/copy';
import { EraseLeadButton } from '@/features/admin/erase-button';
import { MarkAnsweredButton } from '@/features/admin/mark-answered-button';
import { cn } from '@/lib/cn';
import { requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { listQuestions } from '@/server/questions';

export const metadata: Metadata = { title: copy.title };

const dateTime = new Intl.DateTimeFormat('ar-SA-u-nu-latn-ca-gregory', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' });

export default async function AdminQuestionsPage() {
  const admin = await requireAdminPage('/admin/questions');
  const questions = await listQuestions(getDatabase().db);
  const open = questions.filter((question) => question.status === 'new').length;
  return (
    <AdminShell username={admin.username} current="/admin/questions" title={copy.title}>
      <p className="mb-4 text-sm text-muted">{fill(copy.count, { count: questions.length, open })}</p>
      {questions.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">{copy.empty}</p>
      ) : (
        <ul className="grid gap-3">
          {questions.map((question) => (
            <li key={question.id} data-question-id={question.id} className="rounded-2xl border border-line bg-white p-5">
              <div className="flex flex-wrap items-center gap-2 text-xs">
                <span className="rounded-full bg-navy-100 px-2 py-0.5 font-medium text-navy-800">{copy.categories[question.category]}</span>
                <span className={cn('rounded-full px-2 py-0.5 font-semibold', question.status === 'answered' ? 'bg-teal-100 text-teal-700' : 'bg-amber-100 text-navy-900')}>
                  {question.status === 'answered' ? copy.answered : copy.waiting}
                </span>
                <time dateTime={question.created_at} className="text-muted">
                  {dateTime.format(new Date(question.created_at))}
                </time>
              </div>
              <p className="mt-3 whitespace-pre-line text-navy-900" dir="auto">
                {question.question}
              </p>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
                <p className="text-muted">
                  {copy.replyTo}:{' '}
                  {question.email ? (
                    <a href={`mailto:${question.email}`} dir="ltr" className="font-medium text-teal-700 underline">
                      {question.email}
                    </a>
                  ) : (
                    copy.noEmail
                  )}
                </p>
                <div className="flex flex-wrap gap-2">
                  {question.status === 'new' && <MarkAnsweredButton id={question.id} />}
                  <EraseLeadButton kind="question" id={question.id} subject={question.email ?? question.question.slice(0, 40)} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminShell>
  );
}
