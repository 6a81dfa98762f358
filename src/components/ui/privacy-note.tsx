import NextLink from 'next/link';
import { cx } from '@/lib/cn';

/** The line under a form that links to the privacy policy ("By sending this you agree to our … ."). */
export function PrivacyNote({ before, link, after, href, className }: { before: string; link: string; after: string; href: string; className?: string }) {
  return (
    <p className={cx('text-xs leading-relaxed text-muted', className)}>
      {before}{' '}
      <NextLink prefetch={false} href={href} className="font-medium text-teal-700 underline underline-offset-2">
        {link}
      </NextLink>
      {after}
    </p>
  );
}
