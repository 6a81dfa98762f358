import { redirect } from 'next/navigation';

/** The old questions list is now the inbox filtered to questions. */
export default function AdminQuestionsPage() {
  redirect('/admin/leads?kind=question');
}
