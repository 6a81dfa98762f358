import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { fromPathOf } from '@/lib/whatsapp';

export const dynamic = 'force-dynamic';

/** Leaves the preview of the draft: back to the page, as visitors see it. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  const path = fromPathOf(new URL(request.url).searchParams.get('path')) ?? '/';
  return NextResponse.redirect(new URL(path, request.url), 303);
}
