import { text, z } from '@/lib/zod';

/** POST /api/admin/login. */
export const loginSchema = z.object({
  username: text().trim().min(1).max(64),
  password: text().min(1).max(200),
});
