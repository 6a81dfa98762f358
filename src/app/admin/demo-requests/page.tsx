import { redirect } from 'next/navigation';

/** The old demo requests list is now the inbox filtered to both demo forms (`closed` is `lost` there). */
export default async function AdminDemoRequestsPage({ searchParams }: PageProps<'/admin/demo-requests'>) {
  const { form, status } = await searchParams;
  const params = new URLSearchParams({ kind: form === 'short' || form === 'detailed' ? `demo-${form}` : 'demo' });
  if (typeof status === 'string' && ['new', 'contacted', 'qualified', 'closed'].includes(status)) params.set('status', status === 'closed' ? 'lost' : status);
  redirect(`/admin/leads?${params}`);
}
