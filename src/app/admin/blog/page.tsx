import type { Metadata } from 'next';
import { AdminShell } from '@/features/admin/admin-shell';
import { BlogManager } from '@/features/admin/blog-manager';
import { requireAdminPage } from '@/server/auth/request';
import { listBlogPosts } from '@/server/blog/posts';
import { getDatabase } from '@/server/db';
import { staffText } from '@/server/staff/language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await staffText())('blog.title') };
}

export default async function AdminBlogPage() {
  const adminText = await staffText();
  const admin = await requireAdminPage('/admin/blog', 'editor');
  const posts = await listBlogPosts(getDatabase().db);
  return (
    <AdminShell username={admin.username} current="/admin/blog" title={adminText('blog.title')}>
      <BlogManager initialPosts={posts} />
    </AdminShell>
  );
}
