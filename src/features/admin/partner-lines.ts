import 'server-only';
import { partnerLevels, partnershipTypes } from '@/content/partnerships';
import { staffTranslator, type StaffLocale } from '@/server/staff/language';

type Line = [string, string | null, 'ltr'?];

/** A partner application's fields as staff read them, in the reader's language. */
export function partnerLines(get: (key: string) => string | null, locale: StaffLocale): Line[] {
  const adminText = staffTranslator(locale);
  const conversationAdminText = staffTranslator(locale, 'AdminConversation');
  const type = get('partnership_type');
  const level = get('level');
  return [
    [adminText('demoRequests.fields.company'), get('company')],
    [adminText('demoRequests.fields.name'), get('name')],
    [adminText('demoRequests.fields.email'), get('email'), 'ltr'],
    [adminText('demoRequests.fields.phone'), get('phone'), 'ltr'],
    [conversationAdminText('partnerType'), type && (partnershipTypes.find((entry) => entry.id === type)?.title[locale] ?? type)],
    [conversationAdminText('partnerLevel'), level && (partnerLevels.find((entry) => entry.id === level)?.name[locale] ?? level)],
    [conversationAdminText('regions'), get('regions')],
    [conversationAdminText('message'), get('message')],
  ];
}
