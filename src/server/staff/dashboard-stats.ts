import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export interface AdminStats {
  publishedPosts: number;
  draftPosts: number;
  newDemoRequests: number;
  activeSubscribers: number;
  unansweredQuestions: number;
}

/** The dashboard's quick figures, counted in the database. */
export async function adminStats(db: Kysely<Database>): Promise<AdminStats> {
  const posts = await db
    .selectFrom('blog_posts')
    .select(['published', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('published')
    .execute();
  const countOf = (published: number) => Number(posts.find((row) => Number(row.published) === published)?.count ?? 0);
  const requests = await db.selectFrom('demo_requests').select((eb) => eb.fn.countAll<number>().as('count')).where('status', '=', 'new').executeTakeFirstOrThrow();
  const subscribers = await db.selectFrom('newsletter_subscriptions').select((eb) => eb.fn.countAll<number>().as('count')).where('is_active', '=', 1).executeTakeFirstOrThrow();
  const questions = await db.selectFrom('questions').select((eb) => eb.fn.countAll<number>().as('count')).where('status', '=', 'new').executeTakeFirstOrThrow();
  return {
    publishedPosts: countOf(1),
    draftPosts: countOf(0),
    newDemoRequests: Number(requests.count),
    activeSubscribers: Number(subscribers.count),
    unansweredQuestions: Number(questions.count),
  };
}
