import 'server-only';
import { resourceTitle } from '@/server/resource-title';
import type { Lead } from '@/server/db/database';
import type { LeadSubmission } from '@/server/leads';
import { demoRequestsCopy as demo, leadsCopy, questionsCopy } from './copy';
import { legacySystemInterestLabel, moduleInterestLabel, optionLabel, solutionsLabel } from './demo-request-labels';

const fields = leadsCopy.submissionFields;
const dateTime = new Intl.DateTimeFormat('ar-SA-u-nu-latn-ca-gregory', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' });

/** One line of a lead's submission: label, value, and `ltr` for values with no letters to set it (phones, e-mails). */
export type SubmissionLine = [label: string, value: string, direction?: 'ltr'];

const str = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? null : String(value));

/** The full submission of a lead as staff read it, in Arabic, with the values each form stores. */
export function submissionLines(lead: Lead, row: LeadSubmission): SubmissionLine[] {
  const get = (key: string) => str(row[key]);
  const lines: [string, string | null, 'ltr'?][] = [];
  switch (lead.kind) {
    case 'demo-short':
    case 'demo-detailed': {
      const date = get('preferred_date');
      const time = get('preferred_time');
      lines.push(
        [demo.fields.name, get('name')],
        [demo.fields.email, get('email'), 'ltr'],
        [demo.fields.phone, get('phone'), 'ltr'],
        [demo.fields.company, get('company')],
        [demo.fields.companySize, get('company_size') && optionLabel.companySize(get('company_size')!)],
        [demo.fields.moduleInterest, get('module_interest') && moduleInterestLabel(get('module_interest')!)],
        [demo.fields.systemInterest, get('system_interest') && legacySystemInterestLabel(get('system_interest')!)],
        [demo.fields.preferred, date && `${date} ${time ? optionLabel.time(time) : ''}`.trim()],
        [demo.fields.industry, get('industry') && optionLabel.industry(get('industry')!)],
        [demo.fields.facilitySize, get('facility_size') && optionLabel.facilitySize(get('facility_size')!)],
        [demo.fields.currentSoftware, get('current_software')],
        [demo.fields.solutions, get('interested_solutions') && solutionsLabel(get('interested_solutions')!)],
        [demo.fields.budget, get('budget') && optionLabel.budget(get('budget')!)],
        [demo.fields.timeline, get('timeline') && optionLabel.timeline(get('timeline')!)],
      );
      break;
    }
    case 'question':
      lines.push(
        [fields.category, questionsCopy.categories[get('category') as keyof typeof questionsCopy.categories] ?? get('category')],
        [fields.question, get('question')],
        [demo.fields.email, get('email') ?? questionsCopy.noEmail, get('email') ? 'ltr' : undefined],
      );
      break;
    case 'guide':
    case 'course':
      lines.push(
        [fields.resource, resourceTitle(lead.kind, get('resource_id') ?? '', 'ar')],
        [demo.fields.name, get('name')],
        [demo.fields.email, get('email'), 'ltr'],
        [demo.fields.company, get('company')],
        [fields.consent, get('consent_text')],
      );
      break;
    case 'event':
      lines.push(
        [fields.event, get('event_title')],
        [fields.eventDate, get('event_starts_at') && dateTime.format(new Date(get('event_starts_at')!))],
        [demo.fields.name, get('name')],
        [demo.fields.email, get('email'), 'ltr'],
        [demo.fields.company, get('company')],
        [demo.fields.phone, get('phone'), 'ltr'],
        [fields.newsletter, row.newsletter_consent ? `${fields.yes}: ${get('consent_text') ?? ''}`.trim() : fields.no],
      );
      break;
  }
  lines.push([demo.fields.language, leadsCopy.languages[lead.locale]], [fields.page, get('page') ?? lead.landing_page, 'ltr']);
  return lines.filter((line): line is SubmissionLine => Boolean(line[1]));
}

/** How staff read a lead's source: `direct` in words, anything else as stored. */
export function sourceLabel(source: string): string {
  return source === 'direct' ? leadsCopy.direct : source;
}

export { dateTime as leadDateTime };
