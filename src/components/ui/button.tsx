import type { ComponentProps } from 'react';
import { cx } from '@/lib/cn';
import { buttonVariants, type ButtonVariantProps } from './button-variants';

export function Button({ className, variant, size, type = 'button', ...props }: ComponentProps<'button'> & ButtonVariantProps) {
  return <button type={type} className={cx(buttonVariants({ variant, size }), className)} {...props} />;
}
