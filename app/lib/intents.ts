// Every action dispatches on a named intent, a field of the POST form (never a PUT or DELETE form
// method, which a browser without JS sends as a GET): the posted one when the page answers it, else
// none, and the action answers 400.

/** The posted intent when it is one of `allowed`; anything else is none. */
export function intentOf<T extends string>(form: FormData, allowed: readonly T[]): T | undefined {
  const intent = form.get('intent');
  return typeof intent === 'string' && (allowed as readonly string[]).includes(intent) ? (intent as T) : undefined;
}
