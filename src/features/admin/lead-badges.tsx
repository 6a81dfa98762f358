import { cn } from '@/lib/cn';
import type { LeadKind, LeadStatus } from '@/schemas/lead';
import { staffText } from '@/server/staff/language';

const statusTone: Record<LeadStatus, string> = {
  new: 'bg-amber-100 text-amber-700',
  contacted: 'bg-navy-100 text-navy-800',
  qualified: 'bg-teal-100 text-teal-700',
  won: 'bg-teal-700 text-white',
  lost: 'bg-canvas text-muted ring-1 ring-line',
};

export async function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const adminText = await staffText();
  return <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', statusTone[status])}>{adminText(`leads.statuses.${status}`)}</span>;
}

export async function LeadKindBadge({ kind }: { kind: LeadKind }) {
  const adminText = await staffText();
  return <span className="inline-block rounded-full bg-navy-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-navy-800 ring-1 ring-navy-100">{adminText(`leads.kinds.${kind}`)}</span>;
}
