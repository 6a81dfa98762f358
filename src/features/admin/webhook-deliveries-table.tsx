import { adminLabel } from '@/server/messages';
import type { WebhookDeliveryStatus } from '@/server/db/database';
import type { WebhookLogRow } from '@/server/webhooks/delivery-log';
import { staffFormats, staffLocale, staffText } from '@/server/staff/language';
import { cn } from '@/lib/cn';
import { RetryDeliveryButton } from './retry-delivery-button';
import { StaffTable } from './staff-table';

const columns = ['created', 'kind', 'status', 'attempts', 'lastCode', 'lastError', 'next', 'delivered', 'action'] as const;

const statusBadge: Record<WebhookDeliveryStatus, string> = {
  pending: 'bg-amber-100 text-navy-900',
  delivered: 'bg-teal-100 text-teal-700',
  failed: 'bg-danger-50 text-danger',
};

/** A date over its time (Riyadh), so the log's many time columns stay narrow. */
async function When({ iso }: { iso: string | null }) {
  if (!iso) return <>—</>;
  const { date: dateOnly, time: timeOnly } = staffFormats(await staffLocale());
  const date = new Date(iso);
  return (
    <time dateTime={iso} className="block whitespace-nowrap">
      {dateOnly.format(date)}
      <span className="block text-muted">{timeOnly.format(date)}</span>
    </time>
  );
}

async function DeliveryRow({ row, now }: { row: WebhookLogRow; now: string }) {
  const adminText = await staffText();
  const sending = row.locked_until !== null && row.locked_until > now;
  return (
    <tr data-delivery-id={row.id} data-status={row.status} className="border-t border-line align-top">
      <td className="px-4 py-3">
        <When iso={row.created_at} />
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{adminLabel(adminText, 'webhooks.kinds', row.lead_kind)}</td>
      <td className="px-4 py-3">
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', statusBadge[row.status])}>{adminText(`webhooks.statuses.${row.status}`)}</span>
      </td>
      <td className="px-4 py-3 tabular-nums">{row.attempts}</td>
      <td className="px-4 py-3 tabular-nums">{row.last_status_code ?? '—'}</td>
      <td className="max-w-56 px-4 py-3 break-words text-muted" dir="ltr">
        <span className="block text-start">{row.last_error ?? '—'}</span>
      </td>
      <td className="px-4 py-3">{row.status === 'pending' ? <When iso={row.next_attempt_at} /> : '—'}</td>
      <td className="px-4 py-3">
        <When iso={row.delivered_at} />
      </td>
      <td className="px-4 py-3">
        {row.status === 'delivered' ? null : sending ? <span className="text-muted">{adminText('webhooks.sending')}</span> : <RetryDeliveryButton id={row.id} />}
      </td>
    </tr>
  );
}

/** The webhook's deliveries, newest first, each with its attempts, last answer and "retry now". */
export async function DeliveriesTable({ rows, now }: { rows: readonly WebhookLogRow[]; now: string }) {
  const adminText = await staffText();
  return (
    <StaffTable caption={adminText('webhooks.table')} columns={columns.map((column) => adminText(`webhooks.columns.${column}`))} width="min-w-[60rem]" scrollRegion nowrapHeads>
        <tbody>
          {rows.map((row) => (
            <DeliveryRow key={row.id} row={row} now={now} />
          ))}
        </tbody>
    </StaffTable>
  );
}
