import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { LogoMark } from '@/components/site/logo';
import { Card } from '@/components/ui/card';
import { LoginForm } from '@/features/admin/login-form';
import { readSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { getDatabase } from '@/server/db';
import { staffLocale, staffText } from '@/server/staff/language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await staffText())('login.title') };
}

export default async function AdminLoginPage({ searchParams }: PageProps<'/admin/login'>) {
  const adminText = await staffText();
  const { next } = await searchParams;
  const words = await staffText('StaffLanguage');
  const other = (await staffLocale()) === 'ar' ? 'en' : 'ar';
  const here = `/admin/login${typeof next === 'string' ? `?${new URLSearchParams({ next })}` : ''}`;
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const signedIn = await readSession(getDatabase().db, token).catch(() => null);
  if (signedIn) redirect('/admin');
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div className="w-full max-w-md">
        <p className="mb-4 flex justify-end">
          <a
            href={`/api/admin/language?${new URLSearchParams({ to: other, next: here })}`}
            lang={other}
            hrefLang={other}
            className="inline-flex min-h-11 items-center rounded-[var(--radius-control)] border border-line bg-white px-3 text-sm font-medium text-teal-700 hover:bg-navy-50"
          >
            {words('signIn.switchTo')}
          </a>
        </p>
        <div className="mb-6 flex items-center justify-center gap-3">
          <LogoMark className="size-11" />
          <span className="text-lg font-bold text-navy-900">{adminText('brand')}</span>
        </div>
        <Card className="p-6 sm:p-8">
          <h1 className="text-2xl font-bold text-navy-900">{adminText('login.title')}</h1>
          <p className="mt-2 text-sm text-muted">{adminText('login.lead')}</p>
          <div className="mt-6">
            <LoginForm next={typeof next === 'string' ? next : undefined} />
          </div>
        </Card>
        <p className="mt-6 text-center text-sm">
          {/* Not prefetched: a staff member signing in rarely goes back, and a prefetch would add the public page's data to every sign-in. */}
          <Link href={other === 'en' ? '/ar' : '/'} prefetch={false} className="font-medium text-teal-700 hover:text-teal-600">
            {adminText('login.backToSite')}
          </Link>
        </p>
      </div>
    </main>
  );
}
