import { MessageCircle as messageCircleIcon } from 'lucide';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { createIcon } from '@/components/icons/create-icon';
import { buttonVariants, type ButtonVariantProps } from '@/components/ui/button-variants';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { whatsappHref } from '@/lib/whatsapp';

const MessageCircle = createIcon(messageCircleIcon);

interface WhatsAppLinkProps {
  locale: Locale;
  /** The page the link is on, unprefixed (`/resources/support`); the redirect counts the click for it. */
  page: string;
  /** The link's text; by default "Chat on WhatsApp" in the page's language. */
  children?: ReactNode;
  variant?: ButtonVariantProps['variant'];
  size?: ButtonVariantProps['size'];
  className?: string;
  /** A booked demo's reference, quoted in the chat's first message. */
  reference?: string;
}

/**
 * "Chat on WhatsApp": a plain link (no JavaScript, never prefetched) to the first-party redirect, which
 * counts the click for this page and opens WhatsApp with a message naming the page.
 */
export async function WhatsAppLink({ locale, page, children, variant = 'outline', size = 'md', className, reference }: WhatsAppLinkProps) {
  const t = await getTranslations({ locale, namespace: 'Conversation' });
  const path = getPathname({ href: page, locale });
  // A path with letters outside ASCII (an Arabic slug) travels percent-encoded, as the address bar has it.
  const from = /^[\x21-\x7e]*$/.test(path) ? path : encodeURI(path);
  return (
    <a href={whatsappHref(from, reference)} rel="nofollow" className={cn(buttonVariants({ variant, size }), className)}>
      <MessageCircle aria-hidden />
      {children ?? t('chatOnWhatsApp')}
    </a>
  );
}
