import 'server-only';
import { formatRiyadhDigits } from '@/lib/riyadh-time';

/**
 * One CSV cell: quoted when it holds a comma, quote or line break, and prefixed with an apostrophe
 * when it starts like a spreadsheet formula (=, +, -, @, tab, carriage return, and the full-width
 * U+FF1D, U+FF0B, U+FF0D, U+FF20 that some spreadsheet programs read as the same operators).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 with a byte-order mark, so spreadsheet programs show Arabic correctly; CRLF line ends. */
export function toCsv(header: string[], rows: (string | number | boolean | null | undefined)[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** yyyy-MM-dd HH:mm:ss in Riyadh time, the date format of the CSV exports. */
export function csvDate(iso: string | null): string {
  return iso ? formatRiyadhDigits(iso) : '';
}

export function csvResponse(body: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    },
  });
}
