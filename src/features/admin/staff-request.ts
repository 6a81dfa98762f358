/** Sends a staff-area JSON request; the server's message, or the network one, comes back with the outcome. */
export async function sendStaffJson<T = Record<string, unknown>>(
  url: string,
  method: 'POST' | 'PATCH',
  body: unknown,
  networkError: string,
): Promise<{ ok: boolean; status: number; message?: string; data: T & { field?: string } }> {
  try {
    const response = await fetch(url, { method, credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const data = (await response.json().catch(() => ({}))) as T & { message?: string; field?: string };
    return { ok: response.ok, status: response.status, message: data.message, data };
  } catch {
    return { ok: false, status: 0, message: networkError, data: {} as T & { field?: string } };
  }
}
