import type { Metadata } from 'next';
import { AdminShell } from '@/features/admin/admin-shell';
import { BlogManager } from '@/features/admin/blog-manager';
import { blogCopy } from '@/features/admin/copy';
import { requireAdminPage } from '@/server/auth/request';
import { listBlogPosts } from '@/server/blog';
import { getDatabase } from '@/server/db';

export const metadata: Metadata = { title: blogCopy.title };

export default async function AdminBlogPage() {
  const admin = await requireAdminPage('/admin/blog', 'editor');
  const posts = await listBlogPosts(getDatabase().db);
  return (
    <AdminShell username={admin.username} current="/admin/blog" title={blogCopy.title}>
      <BlogManager initialPosts={posts} />
    </AdminShell>
  );
}
