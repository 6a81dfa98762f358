import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { LogoMark } from '@/components/site/logo';
import { Card } from '@/components/ui/card';
import { adminText } from '@/server/i18n';
import { LoginForm } from '@/features/admin/login-form';
import { readSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { getDatabase } from '@/server/db';

export const metadata: Metadata = { title: adminText('login.title') };

export default async function AdminLoginPage({ searchParams }: PageProps<'/admin/login'>) {
  const { next } = await searchParams;
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const signedIn = await readSession(getDatabase().db, token).catch(() => null);
  if (signedIn) redirect('/admin');
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div className="w-full max-w-md">
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
          <Link href="/ar" className="font-medium text-teal-700 hover:text-teal-600">
            {adminText('login.backToSite')}
          </Link>
        </p>
      </div>
    </main>
  );
}
