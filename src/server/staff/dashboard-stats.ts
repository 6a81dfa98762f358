import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { countLeads } from '../leads/inbox';

export interface AdminStats {
  publishedPosts: number;
  draftPosts: number;
  newDemoRequests: number;
  activeSubscribers: number;
  unansweredQuestions: number;
}

/**
 * The dashboard's quick figures, counted in the database. Leads are counted by the inbox's own query,
 * so a figure and the inbox filtered to it (`?kind=demo&status=new`, `?kind=question&status=new`) agree.
 */
export async function adminStats(db: Kysely<Database>): Promise<AdminStats> {
  const posts = await db
    .selectFrom('blog_posts')
    .select(['published', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('published')
    .execute();
  const countOf = (published: number) => Number(posts.find((row) => Number(row.published) === published)?.count ?? 0);
  const subscribers = await db.selectFrom('newsletter_subscriptions').select((eb) => eb.fn.countAll<number>().as('count')).where('is_active', '=', 1).executeTakeFirstOrThrow();
  return {
    publishedPosts: countOf(1),
    draftPosts: countOf(0),
    newDemoRequests: await countLeads(db, { kind: 'demo', status: 'new' }),
    activeSubscribers: Number(subscribers.count),
    unansweredQuestions: await countLeads(db, { kind: 'question', status: 'new' }),
  };
}
