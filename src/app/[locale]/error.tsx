'use client';

import { useParams } from 'next/navigation';
import { ErrorScreen } from '@/features/error/error-screen';

/** A page of the public site failed while rendering: the error screen inside the site's header and footer, with status 500. */
export default function PageError({ retry }: { error: unknown; retry: () => void }) {
  const { locale } = useParams<{ locale?: string }>();
  return <ErrorScreen locale={locale === 'ar' ? 'ar' : 'en'} retry={retry} />;
}
