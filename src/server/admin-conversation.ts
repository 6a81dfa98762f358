import 'server-only';
import ar from '../../messages/ar.json';
import { createTranslator } from 'next-intl';

function fail(error: Error): never {
  throw error;
}

/**
 * The staff area's words of WhatsApp clicks, partner applications and recording requests
 * (`AdminConversation`, written in both languages). The staff area is Arabic today.
 */
export const conversationAdminText = createTranslator({ locale: 'ar', messages: ar, namespace: 'AdminConversation', onError: fail });
