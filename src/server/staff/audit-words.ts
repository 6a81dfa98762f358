import 'server-only';
import type { Kysely } from 'kysely';
import type { AuditEntry, Database, LeadActivity } from '../db/database';
import { staffFormats, staffTranslator, type StaffLocale } from './language';

/*
 * The audit log and a lead's history in words, in the reader's staff language: "sara changed a lead's status
 * to Contacted", "omar assigned a lead to sara". Stored entries stay as they are (codes and ids); they are
 * put into words when read. Accounts are named by their username; an id no account has any more reads as
 * "a removed account"; a code no message knows never shows as a code.
 *
 * A new audit action reads in words once `StaffLanguage.audit.sentences.<area>.<verb>` exists in both
 * catalogues (placeholders: {actor} and any detail by its key); without one it reads as "<actor> made a change".
 */

/** Staff account names by id. */
export type StaffNames = ReadonlyMap<string, string>;

/** Every account's username by id (disabled ones too: their past actions keep their name). */
export async function staffNames(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('admins').select(['id', 'username']).execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

type Words = ReturnType<typeof staffTranslator<'StaffLanguage'>>;
type Format = (key: string, values?: Record<string, string | number>) => string;
type Details = Record<string, string | number | boolean | null>;

/** The message at `key` with `values`, or undefined when there is none or it needs a value the entry lacks. */
function say(words: Words, key: string, values: Record<string, string | number> = {}): string | undefined {
  if (!words.has(key as never)) return undefined;
  try {
    return (words as unknown as Format)(key, values);
  } catch {
    return undefined;
  }
}

function parseDetails(details: string | null): Details {
  if (!details) return {};
  try {
    const parsed: unknown = JSON.parse(details);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Details) : {};
  } catch {
    return {};
  }
}

/** A stored value as staff read it: a status, kind, role, language or yes/no in words; names and numbers as such. */
function valueWords(words: Words, locale: StaffLocale, key: string, value: string | number | boolean | null): string {
  if (value === null) return say(words, 'audit.values.none')!;
  if (typeof value === 'boolean') return say(words, `audit.values.${value ? 'yes' : 'no'}`)!;
  if (typeof value === 'number') return staffFormats(locale).number.format(value);
  const group = { status: 'statuses', previous: 'deliveries', role: 'roles', locale: 'languages', language: 'languages', reason: 'reasons', kind: 'kinds', form: 'forms' }[key];
  return (group && say(words, `audit.values.${group}.${value}`)) ?? value;
}

/** The words of a stored account: its name now, else the name stored with the entry, else "a removed account". */
function accountWords(words: Words, names: StaffNames, id: string | null, storedName: string | null): string {
  return (id ? names.get(id) : undefined) ?? storedName ?? say(words, id ? 'audit.removed' : 'audit.nobody')!;
}

export interface AuditWords {
  /** Who did what, in one sentence. */
  sentence: string;
  /** Further facts of the entry (rows exported, published or not...), each "label: value". */
  facts: string[];
}

/** Detail keys a sentence already says, or that are not for the log's readers. */
const unsaid = new Set(['username', 'ownerId', 'slug', 'title', 'status', 'role', 'reason', 'language', 'search', 'target', 'count']);

/** One audit entry in words, in `locale`. */
export function auditWords(entry: Pick<AuditEntry, 'action' | 'actor_id' | 'actor_name' | 'target_kind' | 'target_id' | 'details'>, names: StaffNames, locale: StaffLocale): AuditWords {
  const words = staffTranslator(locale, 'StaffLanguage');
  const details = parseDetails(entry.details);
  const actor = accountWords(words, names, entry.actor_id, entry.actor_name);
  const values: Record<string, string | number> = { actor };
  for (const [key, value] of Object.entries(details)) values[key] = valueWords(words, locale, key, value);
  // The account a staff action was about, by id first (its name now), then as stored.
  if (entry.target_kind === 'staff') values.username = accountWords(words, names, entry.target_id, typeof details.username === 'string' ? details.username : null);
  let key = `audit.sentences.${entry.action}`;
  if (entry.action === 'lead.owner') {
    const owner = typeof details.ownerId === 'string' ? details.ownerId : null;
    if (owner) values.owner = accountWords(words, names, owner, null);
    else key = 'audit.sentences.lead.unassigned';
  }
  // Without its sentence (or the details it needs): the action's name, else "made a change".
  const name = say(staffTranslator(locale) as unknown as Words, `staff.actions.${entry.action}`) ?? say(words, `audit.actionNames.${entry.action}`);
  const sentence = say(words, key, values) ?? (name && say(words, 'audit.sentences.named', { actor, action: name })) ?? say(words, 'audit.sentences.other', { actor })!;
  const facts = Object.entries(details)
    .filter(([factKey]) => !unsaid.has(factKey))
    .flatMap(([factKey, value]) => {
      const label = say(words, `audit.facts.${factKey}`);
      return label ? [`${label}: ${valueWords(words, locale, factKey, value)}`] : [];
    });
  return { sentence, facts };
}

/** One line of a lead's history in words, in `locale`: "sara changed the status from New to Contacted". */
export function leadActivityWords(entry: Pick<LeadActivity, 'kind' | 'actor_id' | 'actor_name' | 'from_value' | 'to_value'> & Partial<Pick<LeadActivity, 'body'>>, names: StaffNames, locale: StaffLocale): string {
  const words = staffTranslator(locale, 'StaffLanguage');
  const actor = accountWords(words, names, entry.actor_id, entry.actor_name);
  if (entry.kind === 'demo') {
    const when = (iso: string) => staffFormats(locale).dateTime.format(new Date(iso));
    if (entry.from_value && entry.to_value) return say(words, 'history.demoMoved', { actor, from: when(entry.from_value), to: when(entry.to_value) })!;
    if (entry.to_value) return say(words, 'history.demoBooked', { actor, start: when(entry.to_value), host: entry.body ?? say(words, 'audit.values.none')! })!;
    return say(words, 'history.demoCancelled', { actor, start: when(entry.from_value ?? '') })!;
  }
  const status = (value: string | null) => (value ? valueWords(words, locale, 'status', value) : say(words, 'audit.values.none')!);
  if (entry.kind === 'status') return say(words, 'history.status', { actor, from: status(entry.from_value), to: status(entry.to_value) })!;
  if (entry.kind === 'owner') {
    // Owners are stored by name (null: nobody).
    if (!entry.to_value) return say(words, 'history.unassigned', { actor, from: entry.from_value ?? say(words, 'audit.values.none')! })!;
    return say(words, entry.from_value ? 'history.reassigned' : 'history.assigned', { actor, from: entry.from_value ?? '', to: entry.to_value })!;
  }
  return say(words, 'history.note', { actor })!;
}
