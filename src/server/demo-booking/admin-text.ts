import 'server-only';
import ar from '../../../messages/ar.json';
import { createTranslator } from 'next-intl';

function fail(error: Error): never {
  throw error;
}

/**
 * The demo calendar's and agenda's staff words (`AdminDemos`), read as the staff area reads its own
 * (`adminText`): Arabic today. The staff area's language switch picks the English ones at merge.
 */
export const demosText = createTranslator({ locale: 'ar', messages: ar, namespace: 'AdminDemos', onError: fail });
