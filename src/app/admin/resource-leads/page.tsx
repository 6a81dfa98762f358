import { redirect } from 'next/navigation';

/** The old guides and courses list is now the inbox filtered to them (or to one of them). */
export default async function AdminResourceLeadsPage({ searchParams }: PageProps<'/admin/resource-leads'>) {
  const { kind } = await searchParams;
  redirect(`/admin/leads?kind=${kind === 'guide' || kind === 'course' ? kind : 'resources'}`);
}
