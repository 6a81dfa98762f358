import 'server-only';
import type { Migration } from 'kysely/migration';
import * as demoRequests from './2026_11_21_0001_demo_requests';
import * as newsletterAndQuestions from './2026_11_21_0002_newsletter_and_questions';
import * as adminAndBlog from './2026_11_21_0003_admin_and_blog';
import * as shortDemoFields from './2026_11_24_0004_short_demo_fields';
import * as resourceLeads from './2026_11_25_0005_resource_leads';
import * as blogCovers from './2026_11_25_0006_blog_covers';
import * as seedBlogPosts from './2026_11_25_0007_seed_blog_posts';
import * as staffRolesAudit from './2026_11_26_0008_staff_roles_audit';
import * as events from './2026_11_26_0009_events';
import * as leadInbox from './2026_11_26_0011_lead_inbox';
import * as webhookOutbox from './2026_11_26_0012_webhook_outbox';
import * as newsletterConsent from './2026_11_26_0013_newsletter_consent';
import * as seedEvents from './2026_11_26_0015_seed_events';
import * as roiArticleOneModel from './2026_11_26_0016_roi_article_one_model';
import * as siteSecretsAndConfirmationRequests from './2026_11_26_0017_site_secrets_and_confirmation_requests';
import * as demoCalendar from './2026_11_27_0018_demo_calendar';
import * as whatsappPartnersRecordings from './2026_11_27_0019_whatsapp_partners_recordings';
import * as leadOwnersAndResponse from './2026_11_27_0020_lead_owners_and_response';
import * as staffLanguage from './2026_11_27_0021_staff_language';
import * as oneLeadStatus from './2026_11_27_0022_one_lead_status';
import * as firstTouchCharts from './2026_12_05_0023_first_touch_charts';
import * as bookingHolds from './2026_12_06_0024_booking_holds';
import * as whatsappVisitors from './2026_12_06_0025_whatsapp_visitors';
import * as sameDayNotice from './2026_12_06_0026_same_day_notice';
import * as contentSeeds from './2026_12_06_0027_content_seeds';
import * as siteFacts from './2026_12_06_0028_site_facts';
import * as siteFiles from './2026_12_06_0029_site_files';
import * as jobLeases from './2026_12_06_0030_job_leases';

/**
 * Every migration, in order of its timestamped name. Listed statically (not read from disk) so the
 * bundled server and the command-line script apply the same history.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0001_demo_requests': demoRequests,
  '2026_11_21_0002_newsletter_and_questions': newsletterAndQuestions,
  '2026_11_21_0003_admin_and_blog': adminAndBlog,
  '2026_11_24_0004_short_demo_fields': shortDemoFields,
  '2026_11_25_0005_resource_leads': resourceLeads,
  '2026_11_25_0006_blog_covers': blogCovers,
  '2026_11_25_0007_seed_blog_posts': seedBlogPosts,
  '2026_11_26_0008_staff_roles_audit': staffRolesAudit,
  '2026_11_26_0009_events': events,
  '2026_11_26_0011_lead_inbox': leadInbox,
  '2026_11_26_0012_webhook_outbox': webhookOutbox,
  '2026_11_26_0013_newsletter_consent': newsletterConsent,
  '2026_11_26_0015_seed_events': seedEvents,
  '2026_11_26_0016_roi_article_one_model': roiArticleOneModel,
  '2026_11_26_0017_site_secrets_and_confirmation_requests': siteSecretsAndConfirmationRequests,
  '2026_11_27_0018_demo_calendar': demoCalendar,
  '2026_11_27_0019_whatsapp_partners_recordings': whatsappPartnersRecordings,
  '2026_11_27_0020_lead_owners_and_response': leadOwnersAndResponse,
  '2026_11_27_0021_staff_language': staffLanguage,
  '2026_11_27_0022_one_lead_status': oneLeadStatus,
  '2026_12_05_0023_first_touch_charts': firstTouchCharts,
  '2026_12_06_0024_booking_holds': bookingHolds,
  '2026_12_06_0025_whatsapp_visitors': whatsappVisitors,
  '2026_12_06_0026_same_day_notice': sameDayNotice,
  '2026_12_06_0027_content_seeds': contentSeeds,
  '2026_12_06_0028_site_facts': siteFacts,
  '2026_12_06_0029_site_files': siteFiles,
  '2026_12_06_0030_job_leases': jobLeases,
};
