'use client';

import { useLocale } from 'next-intl';
import { createContext, useContext } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cn';
import type { SiteFileRef } from '@/lib/site-file';
import { FileField } from './file-field';
import { useSiteWords } from './site-words';

/** The part of a JSON Schema (as `z.toJSONSchema` writes it) the editor reads. */
export interface FieldSchema {
  type?: string;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  items?: FieldSchema;
  enum?: string[];
  const?: unknown;
  maxLength?: number;
  pattern?: string;
  /** An uploaded file's reference (the schema's `meta({ upload })`). */
  upload?: 'pdf' | 'image';
}

type Value = unknown;
type Record_ = Record<string, Value>;

const fieldClass =
  'mt-1 block h-11 w-full rounded-[var(--radius-control)] border border-line bg-white px-3 text-base text-ink shadow-sm hover:border-navy-700 focus-visible:border-teal-600 focus-visible:outline-3 focus-visible:outline-offset-0 aria-[invalid=true]:border-danger';

/** `{ en, ar }`: one text in both languages, edited side by side. */
function isBilingual(schema: FieldSchema): boolean {
  const keys = Object.keys(schema.properties ?? {});
  return schema.type === 'object' && keys.length === 2 && keys.includes('en') && keys.includes('ar');
}

/** Names of choices the messages do not hold (the pages a screenshot can go on), by value. */
export const ChoiceNames = createContext<Record<string, string>>({});

/** A new, empty value of a schema (an item added to a list). */
export function emptyOf(schema: FieldSchema): Value {
  if (schema.upload) return undefined;
  if (schema.type === 'object') return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, emptyOf(child)]));
  if (schema.type === 'array') return [];
  if (schema.type === 'boolean' || typeof schema.const === 'boolean') return false;
  return '';
}

/**
 * What is sent: empty texts dropped, then objects left with nothing; a list keeps its items. A half
 * filled-in object stays, so the server can say which of its fields is missing.
 */
export function cleaned(value: Value): Value {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) return value.map(cleaned).filter((item) => item !== undefined);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, child]) => [key, cleaned(child)] as const).filter(([key, child]) => child !== undefined && !(child === false && key !== 'permission'));
    const kept = Object.fromEntries(entries);
    const meaningful = entries.some(([, child]) => typeof child !== 'boolean');
    return meaningful ? kept : undefined;
  }
  return value;
}

interface EditorProps {
  schema: FieldSchema;
  value: Value;
  path: string[];
  errors: Record<string, string>;
  onChange: (path: string[], value: Value) => void;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-danger">
      {message}
    </p>
  ) : null;
}

/** Texts allowed more than this many characters (answers, quotes, commitments) get a text area. */
const LONG_TEXT = 300;

interface TextInputProps {
  id: string;
  dir: 'ltr' | 'rtl' | 'auto';
  lang?: string;
  value: string;
  maxLength?: number;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}

/** One text: a line, or a text area for a long one. */
function TextInput({ invalid, describedBy, onChange, ...props }: TextInputProps) {
  const common = { ...props, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  return (props.maxLength ?? 0) > LONG_TEXT ? (
    <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} className={cx(fieldClass, 'h-auto py-2 leading-relaxed')} />
  ) : (
    <input {...common} onChange={(event) => onChange(event.target.value)} className={fieldClass} />
  );
}

/** Every field of a record, drawn from its schema: texts, both-language texts, choices, lists, groups. */
export function RecordFields({ schema, value, path, errors, onChange }: EditorProps) {
  const t = useSiteWords();
  const key = path.at(-1) ?? '';
  const id = `field-${path.join('-')}`;
  const dotted = path.join('.');
  const label = t.has(`fields.${key}`) ? t(`fields.${key}`) : key;
  const error = errors[dotted];
  const choiceNames = useContext(ChoiceNames);
  // The staff member's own language first (at the start of the line, on the right in Arabic).
  const languages = useLocale() === 'ar' ? (['ar', 'en'] as const) : (['en', 'ar'] as const);

  if (schema.upload) {
    const file = value && typeof value === 'object' ? (value as SiteFileRef) : undefined;
    return <FileField id={id} label={label} kind={schema.upload} value={file} error={error ?? errors[`${dotted}.id`]} onChange={(next) => onChange(path, next)} />;
  }

  if (isBilingual(schema)) {
    const text = (value ?? {}) as Record_;
    return (
      <fieldset className="grid gap-2 sm:grid-cols-2 sm:gap-4" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-1 text-sm font-semibold text-navy-900 sm:col-span-2">{label}</legend>
        {languages.map((language) => (
          <label key={language} className="text-sm text-muted">
            {t(`language.${language}`)}
            <TextInput
              id={`${id}-${language}`}
              dir={language === 'ar' ? 'rtl' : 'ltr'}
              lang={language}
              value={String(text[language] ?? '')}
              maxLength={schema.properties?.[language]?.maxLength}
              invalid={Boolean(errors[`${dotted}.${language}`] || error)}
              onChange={(next) => onChange([...path, language], next)}
            />
            <FieldError id={`${id}-${language}-error`} message={errors[`${dotted}.${language}`]} />
          </label>
        ))}
        <div className="sm:col-span-2">
          <FieldError id={`${id}-error`} message={error} />
        </div>
      </fieldset>
    );
  }

  if (schema.type === 'object') {
    const record = (value ?? {}) as Record_;
    const inner = (
      <div className="grid gap-4">
        {Object.entries(schema.properties ?? {}).map(([child, childSchema]) => (
          <RecordFields key={child} schema={childSchema} value={record[child]} path={[...path, child]} errors={errors} onChange={onChange} />
        ))}
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
    // A list's item is framed by its list; a group of its own gets a legend.
    if (/^\d+$/.test(key) || path.length <= 1) return inner;
    return (
      <fieldset className="grid gap-3 rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-semibold text-navy-900">{label}</legend>
        {inner}
      </fieldset>
    );
  }

  if (schema.type === 'array' && schema.items) {
    const items = Array.isArray(value) ? value : [];
    return (
      <div role="group" aria-labelledby={`${id}-title`} className="grid gap-3">
        {/* A group's own list is already titled by the group: its heading is read, not shown twice. */}
        <h3 id={`${id}-title`} className={path.length === 1 ? 'sr-only' : 'text-base font-semibold text-navy-900'}>
          {label}
        </h3>
        <ol className="grid gap-3">
          {items.map((item, index) => (
            <li key={index} className="grid gap-3 rounded-xl border border-line bg-canvas p-4">
              <RecordFields schema={schema.items!} value={item} path={[...path, String(index)]} errors={errors} onChange={onChange} />
              <Button type="button" size="sm" variant="outlineDanger" className="justify-self-start" onClick={() => onChange(path, items.filter((_, other) => other !== index))}>
                {t('remove', { item: label })}
              </Button>
            </li>
          ))}
        </ol>
        <Button type="button" size="sm" variant="outline" className="justify-self-start" onClick={() => onChange(path, [...items, emptyOf(schema.items!)])}>
          {t('add', { item: label })}
        </Button>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  }

  if (schema.type === 'boolean' || typeof schema.const === 'boolean') {
    return (
      <div>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-navy-900">
          <input type="checkbox" className="size-5 accent-teal-700" checked={value === true} aria-invalid={Boolean(error) || undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => onChange(path, event.target.checked)} />
          {label}
        </label>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  }

  if (schema.type === 'integer' || schema.type === 'number') {
    return (
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          {label}
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          dir="ltr"
          value={typeof value === 'number' ? String(value) : ''}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(path, event.target.value === '' ? '' : Number(event.target.value))}
          className={cx(fieldClass, 'max-w-48')}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  }

  const text = typeof value === 'string' ? value : '';
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      {schema.enum ? (
        <select id={id} value={text} aria-invalid={Boolean(error) || undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => onChange(path, event.target.value)} className={cx(fieldClass, 'pe-8')}>
          <option value="">{t('choose')}</option>
          {schema.enum.map((option) => (
            <option key={option} value={option}>
              {choiceNames[option] ?? (t.has(`options.${option}`) ? t(`options.${option}`) : option)}
            </option>
          ))}
        </select>
      ) : (
        <TextInput id={id} dir="auto" value={text} maxLength={schema.maxLength} invalid={Boolean(error)} describedBy={error ? `${id}-error` : undefined} onChange={(next) => onChange(path, next)} />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
