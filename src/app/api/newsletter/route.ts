import { handleNewsletterSubscription } from '@/server/newsletter-handler';

/** The newsletter boxes of the events page (type `events`) and the blog page (type `blog`). */
export async function POST(request: Request) {
  return handleNewsletterSubscription(request);
}
