'use client';

import { useTranslations } from 'next-intl';

/** A two-column table of a printed report, with an optional bold total row. */
export function ReportTable({ title, rows, total }: { title: string; rows: readonly (readonly [string, string])[]; total?: readonly [string, string] }) {
  return (
    <section className="mt-6">
      <h2 className="text-[12pt] font-bold text-navy-900">{title}</h2>
      <table className="mt-2 w-full border-collapse text-start">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-b border-line">
              <th scope="row" className="py-1.5 text-start font-normal">
                {label}
              </th>
              <td className="py-1.5 text-end font-medium tabular-nums">{value}</td>
            </tr>
          ))}
          {total && (
            <tr className="border-t-2 border-navy-900">
              <th scope="row" className="py-2 text-start font-bold">
                {total[0]}
              </th>
              <td className="py-2 text-end font-bold tabular-nums">{total[1]}</td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

/** Where the report comes from: the page's own address. */
export function ReportFooter() {
  const t = useTranslations('Tools');
  // Isolated left-to-right, so an address reads correctly inside Arabic text.
  const url = `\u2066${window.location.host}${window.location.pathname}\u2069`;
  return <p className="mt-8 border-t border-line pt-3 text-[9pt] text-muted">{t('common.reportFooter', { url })}</p>;
}
