import 'server-only';
import { partnerLevels, partnershipTypes } from '@/content/partnerships';
import { conversationAdminText } from '@/server/admin-conversation';
import { adminText } from '@/server/i18n';

type Line = [string, string | null, 'ltr'?];

/** A partner application's fields as staff read them (Arabic names of the type and level). */
export function partnerLines(get: (key: string) => string | null): Line[] {
  const type = get('partnership_type');
  const level = get('level');
  return [
    [adminText('demoRequests.fields.company'), get('company')],
    [adminText('demoRequests.fields.name'), get('name')],
    [adminText('demoRequests.fields.email'), get('email'), 'ltr'],
    [adminText('demoRequests.fields.phone'), get('phone'), 'ltr'],
    [conversationAdminText('partnerType'), type && (partnershipTypes.find((entry) => entry.id === type)?.title.ar ?? type)],
    [conversationAdminText('partnerLevel'), level && (partnerLevels.find((entry) => entry.id === level)?.name.ar ?? level)],
    [conversationAdminText('regions'), get('regions')],
    [conversationAdminText('message'), get('message')],
  ];
}
