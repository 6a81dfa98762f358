import { leadKinds } from '@/schemas/lead';
import { getDatabase } from '@/server/db';
import { listLeadRules, listLeadTakers } from '@/server/leads/takers';
import { responseText, type StaffLocale } from '@/server/leads/response-text';
import { staffTranslator } from '@/server/staff/language';
import { LeadTakersPanel } from './lead-takers-panel';

/** The staff page's "who takes new leads" section (admins only, like the page). Reads its own data. */
export async function LeadTakersSection({ locale }: { locale: StaffLocale }) {
  const t = responseText(locale);
  const adminText = staffTranslator(locale);
  const db = getDatabase().db;
  const [takers, rules] = await Promise.all([listLeadTakers(db), listLeadRules(db)]);
  const languageName = (value: string | null) => (value ? t(`csv.languages.${value as 'en' | 'ar'}`) : t('staff.anyLanguage'));
  const kindName = (value: string | null) => (value && (leadKinds as readonly string[]).includes(value) ? adminText(`leads.kinds.${value as (typeof leadKinds)[number]}`) : t('staff.anyKind'));
  const fallback = takers.some((taker) => taker.takesLeads) ? null : takers[0];
  return (
    <section aria-labelledby="lead-takers-title" className="mt-10 rounded-2xl border border-line bg-white p-4 sm:p-5" data-lead-takers>
      <h2 id="lead-takers-title" className="text-lg font-semibold text-navy-900">
        {t('staff.title')}
      </h2>
      <p className="mb-4 text-sm text-muted">{t('staff.lead')}</p>
      {fallback && (
        <p role="status" className="mb-4 rounded-xl border border-amber-500 bg-amber-100 px-3 py-2 text-sm text-navy-900">
          {t('staff.fallback', { name: fallback.username })}
        </p>
      )}
      <LeadTakersPanel
        takers={takers}
        rules={rules.map((rule) => ({ id: rule.id, admin: rule.username, language: languageName(rule.locale), kind: kindName(rule.kind), removeLabel: t('staff.removeLabel', { admin: rule.username }) }))}
        languages={[{ value: '', label: t('staff.anyLanguage') }, ...(['ar', 'en'] as const).map((value) => ({ value, label: languageName(value) }))]}
        kinds={[{ value: '', label: t('staff.anyKind') }, ...leadKinds.map((kind) => ({ value: kind, label: kindName(kind) }))]}
      />
    </section>
  );
}
