'use client';

import { LogOut as logOutIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminCopy as copy } from './copy';

const LogOut = createIcon(logOutIcon);

/** Ends the session on the server; the page goes to sign-in even if the call fails (spec §4). */
export function LogoutButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function logout() {
    setBusy(true);
    await fetch('/api/admin/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
    router.replace('/admin/login');
    router.refresh();
  }
  return (
    <Button variant="outline" size="sm" onClick={logout} disabled={busy}>
      <LogOut aria-hidden className="rtl-mirror" />
      {busy ? copy.nav.loggingOut : copy.nav.logout}
    </Button>
  );
}
