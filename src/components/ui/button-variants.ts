import { cva, type VariantProps } from 'class-variance-authority';

/** Shared look of buttons and button-like links. */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-[var(--radius-control)] font-semibold transition-colors focus-visible:outline-3 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-teal-700 text-white shadow-sm hover:bg-teal-600',
        navy: 'bg-navy-900 text-white shadow-sm hover:bg-navy-800',
        outline: 'border border-line bg-white text-navy-900 hover:border-navy-700 hover:bg-navy-50',
        ghost: 'text-navy-900 hover:bg-navy-50',
        light: 'bg-white text-navy-900 shadow-sm hover:bg-navy-50',
        danger: 'bg-danger text-white hover:bg-danger/90',
        /** The primary action on a dark (navy) band. */
        onDark: 'bg-teal-500 text-navy-950 shadow-sm hover:bg-teal-100',
        ghostOnDark: 'text-white hover:bg-white/10',
        ghostMuted: 'text-muted hover:bg-navy-50 hover:text-danger',
        ghostDanger: 'text-danger hover:bg-danger-50',
        outlineDanger: 'border border-line bg-white text-danger hover:border-danger hover:bg-danger-50',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-5 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
