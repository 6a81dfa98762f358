import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** For client components inside a NextIntlClientProvider (the forms); server components use ./link. */
export const { Link } = createNavigation(routing);
