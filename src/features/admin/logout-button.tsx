'use client';

import { LogOut as logOutIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useTranslations } from 'next-intl';
import { staffRequest } from './staff-request';

const LogOut = createIcon(logOutIcon);

/**
 * Signs out. The server's answer expires the session cookie whatever happens to the database; when no
 * answer arrives (network down), the cookie is still valid, so the page stays and says so instead of
 * going to sign-in, which would let the staff member straight back in.
 */
export function LogoutButton() {
  const t = useTranslations('Admin');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function logout() {
    setBusy(true);
    const ended = await staffRequest('/api/admin/logout', 'POST');
    if (!ended.ok) {
      setBusy(false);
      toast({ variant: 'destructive', title: t('nav.logoutFailedTitle'), description: t('nav.logoutFailed') });
      return;
    }
    router.replace('/admin/login');
    router.refresh();
  }
  return (
    <Button variant="outline" size="sm" onClick={logout} disabled={busy}>
      <LogOut aria-hidden className="rtl-mirror" />
      {busy ? t('nav.loggingOut') : t('nav.logout')}
    </Button>
  );
}
