import { useCallback, useEffect, useMemo, useReducer, useState, type BaseSyntheticEvent, type ReactElement } from 'react';

/*
 * The site's forms: uncontrolled inputs registered by name, a schema that checks them (the same Zod
 * schema as the route handler, fetched on first focus: lazy-resolver.ts), errors by field. The API is a
 * small subset of react-hook-form's (register, handleSubmit, setError, setValue, reset, Controller,
 * useWatch), which the forms used before; that library was 14 KB of every form page's first visit.
 *
 * Validation, as react-hook-form's modes: with "onTouched" a field is checked when it first loses focus,
 * and from then on at every change; after a submit, every field is checked at every change. A submit
 * checks them all and focuses the first refused field (unless `shouldFocusError: false`).
 */

export type FieldValues = Record<string, unknown>;
export type Path<Values extends FieldValues> = Extract<keyof Values, string>;
export interface FieldError {
  /** 'server' for an error the server sent (already worded); otherwise the schema's issue code. */
  type: string;
  message?: string;
}
export type FieldErrors<Values extends FieldValues> = Partial<Record<Path<Values>, FieldError>>;

export type ResolverResult<Values extends FieldValues, Output> = { values: Output; errors: Record<string, never> } | { values: Record<string, never>; errors: FieldErrors<Values> };
/** Checks all the values at once: the parsed output, or the errors by field. */
export type Resolver<Values extends FieldValues, Context = unknown, Output = Values> = (values: Values, context?: Context, options?: unknown) => Promise<ResolverResult<Values, Output>>;

export type UseFormSetError<Values extends FieldValues> = (name: Path<Values>, error: FieldError, options?: { shouldFocus?: boolean }) => void;

export interface UseFormRegisterReturn {
  name: string;
  ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => void;
  onChange: (event: BaseSyntheticEvent) => void;
  onBlur: (event: BaseSyntheticEvent) => void;
}

/** What a Zod schema offers (structurally: this module does not load Zod). */
interface Schema<Output> {
  safeParse(values: unknown): { success: true; data: Output } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[] } };
}

/** A resolver from a schema: its first issue per field (by the path's first key), as the field's error. */
export function schemaResolver<Values extends FieldValues, Output>(schema: Schema<Output>): Resolver<Values, unknown, Output> {
  return async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

type Element = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The form's state outside React: values, the registered elements, and who listens to changes. */
class FormStore<Values extends FieldValues> {
  values: Values;
  elements = new Map<string, Set<Element>>();
  touched = new Set<string>();
  submitted = false;
  errors: FieldErrors<Values> = {};
  listeners = new Set<() => void>();

  constructor(public defaults: Values) {
    this.values = { ...defaults };
  }

  notify() {
    for (const listener of this.listeners) listener();
  }

  keepErrors(errors: FieldErrors<Values>) {
    this.errors = errors;
  }

  markSubmitted() {
    this.submitted = true;
  }

  set(name: string, value: unknown) {
    this.values = { ...this.values, [name]: value };
  }

  /** Where a field's elements are: the element is added (a re-render brings the same one again). */
  attach(name: string, element: Element) {
    const elements = this.elements.get(name) ?? new Set();
    this.elements.set(name, elements);
    if (elements.has(element)) return;
    for (const old of elements) if (!old.isConnected) elements.delete(old);
    elements.add(element);
    // Text typed before the page's script started is kept; otherwise the element shows the form's value.
    const edited =
      element instanceof HTMLSelectElement
        ? element.selectedIndex !== Math.max(0, [...element.options].findIndex((option) => option.defaultSelected))
        : element instanceof HTMLInputElement && element.type === 'checkbox'
          ? element.checked !== element.defaultChecked
          : element.value !== element.defaultValue;
    if (edited) this.set(name, this.read(name));
    else this.write(name, this.values[name]);
  }

  reset(values?: Values) {
    if (values) this.defaults = values;
    this.values = { ...this.defaults };
    for (const name of this.elements.keys()) this.write(name, this.values[name]);
    this.touched.clear();
    this.submitted = false;
    this.errors = {};
  }

  focus(name: string) {
    [...(this.elements.get(name) ?? [])].find((candidate) => candidate.isConnected)?.focus();
  }

  /** The value of a field from its elements: a checkbox group gives the checked values, one checkbox a boolean. */
  read(name: string): unknown {
    const elements = [...(this.elements.get(name) ?? [])].filter((element) => element.isConnected);
    if (!elements.length) return this.values[name];
    const first = elements[0] as Element;
    if (first instanceof HTMLInputElement && first.type === 'checkbox') {
      if (elements.length > 1 || Array.isArray(this.defaults[name])) return (elements as HTMLInputElement[]).filter((box) => box.checked).map((box) => box.value);
      return first.checked;
    }
    return first.value;
  }

  /** Writes a value into a field's elements. */
  write(name: string, value: unknown) {
    for (const element of this.elements.get(name) ?? []) {
      if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = Array.isArray(value) ? value.includes(element.value) : Boolean(value);
      else element.value = value == null ? '' : String(value);
    }
  }
}

export interface UseFormOptions<Values extends FieldValues, Context, Output> {
  resolver: Resolver<Values, Context, Output>;
  defaultValues: Values;
  /** 'onTouched' (the public forms): checked from the first blur; 'onSubmit' (default): from the first submit. */
  mode?: 'onTouched' | 'onSubmit';
  /** false: a refused submit does not move the focus (the staff editors say what is wrong in a message). */
  shouldFocusError?: boolean;
}

export interface Control<Values extends FieldValues> {
  store: FormStore<Values>;
  /** Sets a controlled field's value (Controller), checking it as the mode says. */
  change: (name: Path<Values>) => void;
  blur: (name: Path<Values>) => void;
}

export function useForm<Values extends FieldValues, Context = unknown, Output = Values>({ resolver, defaultValues, mode = 'onSubmit', shouldFocusError = true }: UseFormOptions<Values, Context, Output>) {
  const [form] = useState(() => new FormStore(defaultValues));
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const showErrors = useCallback(
    (next: FieldErrors<Values>) => {
      form.keepErrors(next);
      setErrors(next);
    },
    [form],
  );

  /** Checks one field: its error set or cleared, the others kept. */
  const check = useCallback(
    async (name: Path<Values>) => {
      const result = await resolver({ ...form.values });
      const error = (result.errors as FieldErrors<Values>)[name];
      const current = form.errors[name];
      if (error?.message === current?.message && error?.type === current?.type) return;
      const next = { ...form.errors };
      if (error) next[name] = error;
      else delete next[name];
      showErrors(next);
    },
    [form, resolver, showErrors],
  );

  const changed = useCallback(
    (name: Path<Values>) => {
      form.notify();
      if (form.submitted || (mode === 'onTouched' && form.touched.has(name))) void check(name);
    },
    [form, check, mode],
  );

  const blurred = useCallback(
    (name: Path<Values>) => {
      if (mode !== 'onTouched') return;
      form.touched.add(name);
      void check(name);
    },
    [form, check, mode],
  );

  const register = useCallback(
    (name: Path<Values>): UseFormRegisterReturn => ({
      name,
      ref: (element) => element && form.attach(name, element),
      onChange: () => {
        form.set(name, form.read(name));
        changed(name);
      },
      onBlur: () => blurred(name),
    }),
    [form, changed, blurred],
  );

  const setError: UseFormSetError<Values> = useCallback(
    (name, error, options) => {
      showErrors({ ...form.errors, [name]: error });
      if (options?.shouldFocus) form.focus(name);
    },
    [form, showErrors],
  );

  const setValue = useCallback(
    (name: Path<Values>, value: Values[Path<Values>]) => {
      form.set(name, value);
      form.write(name, value);
      form.notify();
    },
    [form],
  );

  const reset = useCallback(
    (values?: Values) => {
      form.reset(values);
      setErrors({});
      form.notify();
    },
    [form],
  );

  const handleSubmit = useCallback(
    (onValid: (values: Output) => unknown, onInvalid?: (errors: FieldErrors<Values>) => unknown) => async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      form.markSubmitted();
      setSubmitting(true);
      try {
        const result = await resolver({ ...form.values });
        const refused = result.errors as FieldErrors<Values>;
        const names = Object.keys(refused) as Path<Values>[];
        if (names.length) {
          showErrors(refused);
          if (shouldFocusError) {
            // The first refused field in the form's order.
            const first = [...form.elements.keys()].find((name) => name in refused) ?? names[0];
            if (first) form.focus(first);
          }
          await onInvalid?.(refused);
          return;
        }
        showErrors({});
        await onValid(result.values as Output);
      } finally {
        setSubmitting(false);
      }
    },
    [form, resolver, showErrors, shouldFocusError],
  );

  const control = useMemo<Control<Values>>(() => ({ store: form, change: changed, blur: blurred }), [form, changed, blurred]);

  return { register, handleSubmit, setError, setValue, reset, control, formState: { errors, isSubmitting } };
}

/** A field's current value, re-rendering when it changes. */
export function useWatch<Values extends FieldValues, Name extends Path<Values>>({ control, name }: { control: Control<Values>; name: Name }): Values[Name] {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    control.store.listeners.add(rerender);
    return () => void control.store.listeners.delete(rerender);
  }, [control]);
  return control.store.values[name];
}

/** A controlled field (a custom control: the slot picker, the Markdown editor). */
export function Controller<Values extends FieldValues, Name extends Path<Values>>({
  control,
  name,
  render,
}: {
  control: Control<Values>;
  name: Name;
  render: (props: { field: { name: Name; value: Values[Name]; onChange: (value: Values[Name]) => void; onBlur: () => void } }) => ReactElement;
}) {
  const value = useWatch({ control, name });
  const onChange = useCallback(
    (next: Values[Name]) => {
      control.store.set(name, next);
      control.change(name);
    },
    [control, name],
  );
  const onBlur = useCallback(() => control.blur(name), [control, name]);
  return render({ field: { name, value, onChange, onBlur } });
}
