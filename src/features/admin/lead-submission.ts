import 'server-only';
import { resourceTitle } from '@/server/forms/resource-title';
import type { Lead } from '@/server/db/database';
import type { LeadSubmission } from '@/server/leads/submissions';
import { adminLabel } from '@/server/messages';
import { staffFormats, staffTranslator, type StaffLocale } from '@/server/staff/language';
import { partnerLines } from './partner-lines';
import { legacySystemInterestLabel, moduleInterestLabel, optionLabel, solutionsLabel } from './demo-request-labels';


/** One line of a lead's submission: label, value, and `ltr` for values with no letters to set it (phones, e-mails). */
export type SubmissionLine = [label: string, value: string, direction?: 'ltr'];

const str = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? null : String(value));

/**
 * The full submission of a lead as staff read it, in the reader's staff language, with the values each form stores.
 * `booked`: the lead has a demo booking, whose current slot the page shows; the slot the form first chose is left out.
 */
export function submissionLines(lead: Lead, row: LeadSubmission, locale: StaffLocale, { booked = false }: { booked?: boolean } = {}): SubmissionLine[] {
  const adminText = staffTranslator(locale);
  const dateTime = staffFormats(locale).dateTime;
  const get = (key: string) => str(row[key]);
  const lines: [string, string | null, 'ltr'?][] = [];
  switch (lead.kind) {
    case 'demo-short':
    case 'demo-detailed': {
      const date = get('preferred_date');
      const time = get('preferred_time');
      lines.push(
        [adminText('demoRequests.fields.name'), get('name')],
        [adminText('demoRequests.fields.email'), get('email'), 'ltr'],
        [adminText('demoRequests.fields.phone'), get('phone'), 'ltr'],
        [adminText('demoRequests.fields.company'), get('company')],
        [adminText('demoRequests.fields.companySize'), get('company_size') && optionLabel.companySize(get('company_size')!, locale)],
        [adminText('demoRequests.fields.moduleInterest'), get('module_interest') && moduleInterestLabel(get('module_interest')!, locale)],
        [adminText('demoRequests.fields.systemInterest'), get('system_interest') && legacySystemInterestLabel(get('system_interest')!, locale)],
        [adminText('demoRequests.fields.preferred'), !booked && date ? `${date} ${time ? optionLabel.time(time, locale) : ''}`.trim() : null],
        [adminText('demoRequests.fields.industry'), get('industry') && optionLabel.industry(get('industry')!, locale)],
        [adminText('demoRequests.fields.facilitySize'), get('facility_size') && optionLabel.facilitySize(get('facility_size')!, locale)],
        [adminText('demoRequests.fields.currentSoftware'), get('current_software')],
        [adminText('demoRequests.fields.solutions'), get('interested_solutions') && solutionsLabel(get('interested_solutions')!, locale)],
        [adminText('demoRequests.fields.budget'), get('budget') && optionLabel.budget(get('budget')!, locale)],
        [adminText('demoRequests.fields.timeline'), get('timeline') && optionLabel.timeline(get('timeline')!, locale)],
      );
      break;
    }
    case 'question':
      lines.push(
        [adminText('leads.submissionFields.category'), get('category') && adminLabel(adminText, 'questions.categories', get('category')!)],
        [adminText('leads.submissionFields.question'), get('question')],
        [adminText('demoRequests.fields.email'), get('email') ?? adminText('questions.noEmail'), get('email') ? 'ltr' : undefined],
      );
      break;
    case 'guide':
    case 'course':
      lines.push(
        [adminText('leads.submissionFields.resource'), resourceTitle(lead.kind, get('resource_id') ?? '', locale)],
        [adminText('demoRequests.fields.name'), get('name')],
        [adminText('demoRequests.fields.email'), get('email'), 'ltr'],
        [adminText('demoRequests.fields.company'), get('company')],
        [adminText('leads.submissionFields.consent'), get('consent_text')],
      );
      break;
    case 'event':
      lines.push(
        [adminText('leads.submissionFields.event'), get(locale === 'en' ? 'event_title_en' : 'event_title_ar')],
        [adminText('leads.submissionFields.eventDate'), get('event_starts_at') && dateTime.format(new Date(get('event_starts_at')!))],
        [adminText('demoRequests.fields.name'), get('name')],
        [adminText('demoRequests.fields.email'), get('email'), 'ltr'],
        [adminText('demoRequests.fields.company'), get('company')],
        [adminText('demoRequests.fields.phone'), get('phone'), 'ltr'],
        [adminText('leads.submissionFields.newsletter'), row.newsletter_consent ? `${adminText('leads.submissionFields.yes')}: ${get('consent_text') ?? ''}`.trim() : adminText('leads.submissionFields.no')],
      );
      break;
    case 'partner':
      lines.push(...partnerLines(get, locale));
      break;
    case 'recording':
      lines.push(
        [adminText('leads.submissionFields.event'), get(locale === 'en' ? 'event_title_en' : 'event_title_ar')],
        [adminText('leads.submissionFields.eventDate'), get('event_starts_at') && dateTime.format(new Date(get('event_starts_at')!))],
        [adminText('demoRequests.fields.name'), get('name')],
        [adminText('demoRequests.fields.email'), get('email'), 'ltr'],
      );
      break;
  }
  lines.push([adminText('demoRequests.fields.language'), adminText(`leads.languages.${lead.locale}`)], [adminText('leads.submissionFields.page'), get('page') ?? lead.landing_page, 'ltr']);
  return lines.filter((line): line is SubmissionLine => Boolean(line[1]));
}

/** How staff read a lead's source: `direct` in words, anything else as stored. */
export function sourceLabel(source: string, locale: StaffLocale): string {
  return source === 'direct' ? staffTranslator(locale)('leads.direct') : source;
}

