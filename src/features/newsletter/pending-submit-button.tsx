'use client';

import { useFormStatus } from 'react-dom';
import { Button } from '@/components/ui/button';
import type { ButtonVariantProps } from '@/components/ui/button-variants';

/** The submit button of a server-action form: disabled, with its pending label, while the action runs. */
export function PendingSubmitButton({ label, pendingLabel, variant = 'primary' }: { label: string; pendingLabel: string; variant?: ButtonVariantProps['variant'] }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" variant={variant} size="lg" disabled={pending} aria-disabled={pending}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
