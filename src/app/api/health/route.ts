import { NextResponse } from 'next/server';
import { getDatabase, pingDatabase, sqliteFileIntact } from '@/server/db';

export const dynamic = 'force-dynamic';

export async function GET() {
  const database = getDatabase();
  const up = sqliteFileIntact(database) && (await pingDatabase(database.db));
  return NextResponse.json(
    up ? { status: 'ok', database: 'ok' } : { status: 'error', database: 'unavailable' },
    { status: up ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
