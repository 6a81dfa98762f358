'use client';

import { Eye as eyeIcon, EyeOff as eyeOffIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from '@/lib/form';
import { Button } from '@/components/ui/button';
import { Input, Label, Select } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { cx } from '@/lib/cn';
import { staffDateTime24Format } from '@/lib/riyadh-time';
import { useLocale, useTranslations } from 'next-intl';
import { ConfirmDeleteDialog, EditorDialog, EditorDialogCancel, ManagerList, MarkdownEditor, RowActions } from './manager-parts';
import { staffRequest } from './staff-request';
import { eventKinds, eventLanguages, eventModes, type AdminEvent, type EventInput } from '@/schemas/event';
import { draftOf, draftResolver, emptyDraft, type Draft, type Text } from './event-draft';
import { StaffDateTimeInput } from './staff-date-fields';

const Eye = createIcon(eyeIcon);
const EyeOff = createIcon(eyeOffIcon);

function Field({ id, label, hint, required, children }: { id: string; label: string; hint?: string; required?: boolean; children: ReactNode }) {
  return (
    <div>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-line pt-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="pe-2 text-sm font-bold text-teal-700">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The staff list of events with the create/edit dialog, publish switch and delete confirmation. */
export function EventManager({ initialEvents, canSeeRegistrants }: { initialEvents: AdminEvent[]; canSeeRegistrants: boolean }) {
  const t = useTranslations('Admin');
  // The staff language's dates (Western digits, Gregorian, Riyadh time, the 24-hour clock).
  const dateFormat = staffDateTime24Format(useLocale() === 'en' ? 'en' : 'ar');
  const [events, setEvents] = useState(initialEvents);
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [problem, setProblem] = useState<{ message: string; field?: string } | null>(null);
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The problem box names the first refused field and focuses it, as the server's answer does.
  const { register, control, handleSubmit, reset } = useForm<Draft, unknown, EventInput>({ resolver: draftResolver, defaultValues: emptyDraft, shouldFocusError: false });
  const mode = useWatch({ control, name: 'mode' });

  async function reload() {
    const result = await staffRequest<{ data?: AdminEvent[] }>('/api/admin/events', 'GET');
    if (result.ok) setEvents(result.data.data ?? []);
    else toast({ variant: 'destructive', title: t('events.errorTitle'), description: result.status === 0 ? t('events.networkError') : t('events.loadFailed') });
  }

  function open(event?: AdminEvent) {
    setProblem(null);
    reset(event ? draftOf(event) : emptyDraft);
    setEditing(event ? { id: event.id } : {});
  }

  function showProblem(message: string, field?: string) {
    setProblem({ message, field });
    if (field) document.getElementById(`event-${field}`)?.focus();
  }

  async function save(payload: EventInput) {
    const id = editing?.id;
    setBusy('save');
    setProblem(null);
    const result = await staffRequest(id ? `/api/admin/events/${id}` : '/api/admin/events', id ? 'PUT' : 'POST', payload, t('events.networkError'));
    if (result.ok) {
      toast({ title: t('events.successTitle'), description: result.message });
      setEditing(null);
      await reload();
    } else showProblem(result.message || t('events.saveFailed'), result.data.field);
    setBusy(null);
  }

  /** The schema's first refusal, worded as the server words it: "Field: what is wrong". */
  function refused(errors: FieldErrors<Draft>) {
    const [field, error] = Object.entries(errors)[0] ?? [];
    // Keys made from the schema's words: checked with `has`, as the server does.
    const known = (key: string) => (t.has(key as never) ? t(key as never) : undefined);
    const text = known(`events.errors.${error?.message ?? ''}`) ?? t('events.errors.invalid');
    const label = field ? known(`events.fields.${field}`) : undefined;
    showProblem(label ? `${label}: ${text}` : text, field);
  }

  async function togglePublished(event: AdminEvent) {
    setBusy(`publish-${event.id}`);
    const result = await staffRequest(`/api/admin/events/${event.id}`, 'PATCH', { published: !event.published }, t('events.networkError'));
    if (result.ok) {
      toast({ title: t('events.successTitle'), description: result.message });
      setEvents((current) => current.map((item) => (item.id === event.id ? { ...item, published: !event.published } : item)));
    } else toast({ variant: 'destructive', title: t('events.errorTitle'), description: result.message || t('events.saveFailed') });
    setBusy(null);
  }

  async function remove() {
    if (!deleting) return;
    setBusy('delete');
    const result = await staffRequest(`/api/admin/events/${deleting.id}`, 'DELETE', undefined, t('events.networkError'));
    if (result.ok) {
      toast({ title: t('events.successTitle'), description: result.message });
      setEvents((current) => current.filter((item) => item.id !== deleting.id));
    } else toast({ variant: 'destructive', title: t('events.errorTitle'), description: result.message || t('events.deleteFailed') });
    setDeleting(null);
    setBusy(null);
  }

  const now = new Date().toISOString();
  const input = (key: Text, props: { lang?: 'en' | 'ar'; type?: string; inputMode?: 'numeric'; hint?: boolean } = {}) => (
    <Input
      id={`event-${key}`}
      type={props.type ?? 'text'}
      inputMode={props.inputMode}
      lang={props.lang}
      dir={props.lang === 'ar' ? 'rtl' : props.lang === 'en' || props.type ? 'ltr' : 'auto'}
      aria-invalid={problem?.field === key || undefined}
      aria-describedby={props.hint ? `event-${key}-hint` : undefined}
      {...register(key)}
    />
  );

  // A start or end: the day on the site's calendar and a 24-hour Riyadh time, sent as "YYYY-MM-DDTHH:mm".
  const dateTime = (key: 'startsAt' | 'endsAt', hint = false) => (
    <Controller
      control={control}
      name={key}
      render={({ field }) => (
        <StaffDateTimeInput id={`event-${key}`} label={t(`events.fields.${key}`)} value={field.value} onChange={field.onChange} invalid={problem?.field === key} describedBy={hint ? `event-${key}-hint` : undefined} />
      )}
    />
  );

  // A description in one language: Markdown, with the site's own preview.
  const description = (lang: 'Ar' | 'En') => (
    <Controller
      control={control}
      name={`description${lang}`}
      render={({ field }) => (
        <MarkdownEditor
          id={`event-description${lang}`}
          label={t(`events.fields.description${lang}`)}
          labels={{ write: t('events.write'), preview: t('events.preview') }}
          lang={lang === 'Ar' ? 'ar' : 'en'}
          value={field.value}
          invalid={problem?.field === `description${lang}`}
          onChange={field.onChange}
          rows={8}
          previewClassName="min-h-48"
        />
      )}
    />
  );

  return (
    <div>
      <ManagerList count={t('events.count', { count: events.length })} newLabel={t('events.newEvent')} onNew={() => open()} empty={events.length === 0 ? t('events.empty') : null}>
          {events.map((event) => {
            const over = event.endsAt <= now;
            return (
              <li key={event.id} data-event={event.slug} className="rounded-2xl border border-line bg-white p-5">
                <div className="flex flex-wrap items-start gap-3">
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="text-lg font-semibold text-navy-900" lang="ar" dir="rtl">
                        {event.titleAr}
                      </h2>
                      <span className={cx('rounded-full px-2 py-0.5 text-xs font-semibold', event.published ? 'bg-teal-100 text-teal-700' : 'bg-amber-100 text-navy-900')}>{event.published ? t('events.published') : t('events.draft')}</span>
                      <span className={cx('rounded-full px-2 py-0.5 text-xs font-semibold', over ? 'bg-navy-100 text-navy-800' : 'bg-teal-50 text-teal-700')}>{over ? t('events.past') : t('events.upcoming')}</span>
                    </div>
                    <p className="mt-1 text-sm text-muted" lang="en" dir="ltr">
                      {event.titleEn}
                    </p>
                    <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-navy-800">
                      <div>
                        <dt className="sr-only">{t('events.fields.startsAt')}</dt>
                        <dd>{dateFormat.format(new Date(event.startsAt))}</dd>
                      </div>
                      <div>
                        <dt className="sr-only">{t('events.fields.kind')}</dt>
                        <dd>
                          {t(`events.kinds.${event.kind}`)} · {event.mode === 'online' ? t('events.online') : event.cityAr}
                        </dd>
                      </div>
                      <div>
                        <dt className="sr-only">{t('events.fields.capacity')}</dt>
                        <dd data-testid="registrations">
                          {/* The list of registrants is a lead list: admins only (editors see the count). */}
                          {canSeeRegistrants ? (
                            <a href={`/admin/events/${event.id}/registrations`} className="font-medium text-teal-700 underline-offset-4 hover:underline">
                              {event.capacity === null ? t('events.registrations', { count: event.registrations }) : t('events.registrationsOf', { count: event.registrations, capacity: event.capacity })}
                            </a>
                          ) : event.capacity === null ? (
                            t('events.registrations', { count: event.registrations })
                          ) : (
                            t('events.registrationsOf', { count: event.registrations, capacity: event.capacity })
                          )}
                        </dd>
                      </div>
                      <div>
                        <dt className="sr-only">{t('events.fields.registrationOpen')}</dt>
                        <dd className={event.registrationOpen ? 'text-teal-700' : 'text-muted'}>{event.registrationOpen ? t('events.registrationOpen') : t('events.registrationClosed')}</dd>
                      </div>
                    </dl>
                  </div>
                  <RowActions
                    name={event.titleAr}
                    viewHref={event.published ? `/ar/resources/events/${event.slug}` : undefined}
                    labels={{ view: t('events.view'), edit: t('events.edit'), delete: t('events.delete') }}
                    onEdit={() => open(event)}
                    onDelete={() => setDeleting(event)}
                    className="flex-wrap"
                  >
                    <Button variant="outline" size="sm" disabled={busy === `publish-${event.id}`} onClick={() => void togglePublished(event)} aria-label={`${event.published ? t('events.unpublish') : t('events.publish')}: ${event.titleAr}`}>
                      {event.published ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                      {busy === `publish-${event.id}` ? t('events.publishing') : event.published ? t('events.unpublish') : t('events.publish')}
                    </Button>
                  </RowActions>
                </div>
              </li>
            );
          })}
      </ManagerList>

      <EditorDialog open={editing !== null} onClose={() => setEditing(null)} title={editing?.id ? t('events.dialogEdit') : t('events.dialogCreate')} closeLabel={t('events.cancel')} className="max-w-3xl">
            {editing && (
              <form onSubmit={handleSubmit(save, refused)} noValidate className="mt-5 grid gap-5 sm:grid-cols-2">
                <Group title={t('events.groups.basics')}>
                  <Field id="event-kind" label={t('events.fields.kind')} required>
                    <Select id="event-kind" {...register('kind')}>
                      {eventKinds.map((kind) => (
                        <option key={kind} value={kind}>
                          {t(`events.kinds.${kind}`)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field id="event-language" label={t('events.fields.language')} required>
                    <Select id="event-language" {...register('language')}>
                      {eventLanguages.map((language) => (
                        <option key={language} value={language}>
                          {t(`events.languages.${language}`)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <div className="sm:col-span-2">
                    <Field id="event-slug" label={t('events.fields.slug')} hint={t('events.fields.slugHint')}>
                      {input('slug', { lang: 'en', hint: true })}
                    </Field>
                  </div>
                </Group>
                <Group title={t('events.groups.arabic')}>
                  <div className="sm:col-span-2">
                    <Field id="event-titleAr" label={t('events.fields.titleAr')} required>
                      {input('titleAr', { lang: 'ar' })}
                    </Field>
                  </div>
                  <div className="sm:col-span-2">
                    <Field id="event-summaryAr" label={t('events.fields.summaryAr')} required>
                      {input('summaryAr', { lang: 'ar' })}
                    </Field>
                  </div>
                  {description('Ar')}
                </Group>
                <Group title={t('events.groups.english')}>
                  <div className="sm:col-span-2">
                    <Field id="event-titleEn" label={t('events.fields.titleEn')} required>
                      {input('titleEn', { lang: 'en' })}
                    </Field>
                  </div>
                  <div className="sm:col-span-2">
                    <Field id="event-summaryEn" label={t('events.fields.summaryEn')} required>
                      {input('summaryEn', { lang: 'en' })}
                    </Field>
                  </div>
                  {description('En')}
                </Group>
                <Group title={t('events.groups.time')}>
                  <Field id="event-startsAt" label={t('events.fields.startsAt')} hint={t('events.fields.timeHint')} required>
                    {dateTime('startsAt', true)}
                  </Field>
                  <Field id="event-endsAt" label={t('events.fields.endsAt')} required>
                    {dateTime('endsAt')}
                  </Field>
                </Group>
                <Group title={t('events.groups.place')}>
                  <Field id="event-mode" label={t('events.fields.mode')} required>
                    <Select id="event-mode" {...register('mode')}>
                      {eventModes.map((mode) => (
                        <option key={mode} value={mode}>
                          {t(`events.modes.${mode}`)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  {mode === 'online' ? (
                    <Field id="event-joinUrl" label={t('events.fields.joinUrl')} hint={t('events.fields.joinUrlHint')}>
                      {input('joinUrl', { type: 'url', hint: true })}
                    </Field>
                  ) : (
                    <>
                      <div className="hidden sm:block" />
                      <Field id="event-cityAr" label={t('events.fields.cityAr')} required>
                        {input('cityAr', { lang: 'ar' })}
                      </Field>
                      <Field id="event-cityEn" label={t('events.fields.cityEn')} required>
                        {input('cityEn', { lang: 'en' })}
                      </Field>
                      <Field id="event-venueAr" label={t('events.fields.venueAr')} required>
                        {input('venueAr', { lang: 'ar' })}
                      </Field>
                      <Field id="event-venueEn" label={t('events.fields.venueEn')} required>
                        {input('venueEn', { lang: 'en' })}
                      </Field>
                    </>
                  )}
                </Group>
                <Group title={t('events.groups.registration')}>
                  <Field id="event-capacity" label={t('events.fields.capacity')} hint={t('events.fields.capacityHint')}>
                    {input('capacity', { inputMode: 'numeric', hint: true })}
                  </Field>
                  <Field id="event-recordingUrl" label={t('events.fields.recordingUrl')} hint={t('events.fields.recordingUrlHint')}>
                    {input('recordingUrl', { type: 'url', hint: true })}
                  </Field>
                  <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-navy-900">
                    <input type="checkbox" role="switch" className="size-5 accent-teal-700" {...register('registrationOpen')} />
                    {t('events.fields.registrationOpen')}
                  </label>
                  <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-navy-900">
                    <input type="checkbox" role="switch" className="size-5 accent-teal-700" {...register('published')} />
                    {t('events.fields.published')}
                  </label>
                  <p className="text-xs text-muted sm:col-span-2">{t('events.cover')}</p>
                </Group>
                {problem && (
                  <p role="alert" className="rounded-xl border border-danger/30 bg-danger-50 p-3 text-sm font-medium text-danger sm:col-span-2">
                    {problem.message}
                  </p>
                )}
                <div className="sticky bottom-0 -mx-5 flex gap-2 border-t border-line bg-white px-5 py-3 sm:col-span-2 sm:-mx-6 sm:px-6">
                  <Button type="submit" disabled={busy === 'save'}>
                    {busy === 'save' ? t('events.saving') : t('events.save')}
                  </Button>
                  <EditorDialogCancel label={t('events.cancel')} />
                </div>
              </form>
            )}
      </EditorDialog>

      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('events.confirmDelete')}
        description={`${deleting?.titleAr} — ${t('events.confirmDeleteText')}`}
        warning={
          deleting && deleting.registrations > 0 ? (
            <p role="alert" className="mt-3 rounded-xl bg-amber-100 p-3 text-sm font-semibold text-navy-900">
              {t('events.confirmDeleteRegistrations', { count: deleting.registrations })}
            </p>
          ) : undefined
        }
        busy={busy === 'delete'}
        deleteLabel={t('events.delete')}
        busyLabel={t('events.deleting')}
        cancelLabel={t('events.cancel')}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
