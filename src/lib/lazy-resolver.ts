import type { FieldValues, Resolver } from '@/lib/form';

/**
 * A form resolver (src/lib/form.ts) that fetches its schema (and Zod with it) the first time it is needed,
 * so a page with a form does not download and run Zod before the visitor starts typing. `preload`
 * starts the download early, for instance when the form first receives focus.
 */
export function lazyResolver<Values extends FieldValues, Output>(load: () => Promise<Resolver<Values, unknown, Output>>) {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const preload = () => (loading ??= load());
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload };
}
