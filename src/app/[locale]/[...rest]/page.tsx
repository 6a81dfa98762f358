import { notFound } from 'next/navigation';

/** Any path no page claims: the localized 404 screen of ../not-found.tsx. */
export default function UnknownPage() {
  notFound();
}
