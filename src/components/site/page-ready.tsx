'use client';

import { useEffect } from 'react';
import { PENDING_FORMS } from './pending-forms-key';

/**
 * Marks the page as usable once React has hydrated it (`<html data-ready>`, which tests and
 * styles may read), then sends any form the visitor submitted before that: the inline script of
 * `PendingFormsScript` kept it from being sent natively and noted it.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.setAttribute('data-ready', '');
    const pending = (window as unknown as Record<string, HTMLFormElement[] | undefined>)[PENDING_FORMS] ?? [];
    for (const form of pending.splice(0)) if (form.isConnected) form.requestSubmit();
  }, []);
  return null;
}
