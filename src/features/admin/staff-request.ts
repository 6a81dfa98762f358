/** What the staff API answers: `success`, a message in the staff language, and which field it refused. */
type StaffBody = { success?: boolean; message?: string; field?: string };

export interface StaffAnswer<T> {
  /** A 2xx answer that says `success`. */
  ok: boolean;
  /** The HTTP status; 0 when the request never got an answer. */
  status: number;
  /** The server's message, or `networkError` when there was no answer. */
  message?: string;
  data: T & StaffBody;
}

/**
 * The one way a staff island calls the staff API: a JSON body (a FormData upload as it is), the
 * session cookie, the JSON answer read. Never throws: a network failure is status 0.
 */
export async function staffRequest<T extends object = Record<string, unknown>>(
  url: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  body?: unknown,
  networkError?: string,
): Promise<StaffAnswer<T>> {
  const json = body !== undefined && !(body instanceof FormData);
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: json ? { 'content-type': 'application/json' } : undefined,
      body: body === undefined ? undefined : json ? JSON.stringify(body) : (body as FormData),
    });
    const data = (await response.json().catch(() => ({}))) as T & StaffBody;
    return { ok: response.ok && data.success === true, status: response.status, message: data.message, data };
  } catch {
    return { ok: false, status: 0, message: networkError, data: {} as T & StaffBody };
  }
}
