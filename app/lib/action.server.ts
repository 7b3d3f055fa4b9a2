// The one way an action is written (docs/decisions/048-one-way-to-write-a-route.md): a table of
// intents, each with its zod schema and its handler. The preamble is here, once: the body read under
// its limit (form-body.server), the CSRF token and the honeypot checked, the posted intent found in
// the table (anything else is a 400), the shopper context read, the user required when the action
// says so, and the form parsed by the intent's schema with conform (`parseWithZod`): a handler gets
// typed values and never the FormData. A form that does not pass goes to the intent's `invalid`
// (conform's reply, everything typed kept and the errors under their fields) or, when a page never
// sends it, is a 400. Whatever the handler throws goes through failure(), with the intent's
// `refused` options, unless the intent says a refusal on the page itself (`refusedHere`).
import { parseWithZod } from '@conform-to/zod';
import type { Submission, SubmissionResult } from '@conform-to/dom';

type ReplyOptions = Parameters<Submission<unknown>['reply']>[0];
import type { ActionFunctionArgs } from '@remix-run/node';
import type { z } from 'zod';
import { MESSAGES } from '#domain/validators';
import { requireUser } from './auth.server';
import { EbsnError } from '~/ebsn/errors';
import { authRefused, badRequest, failure, type FailureOptions } from './failures.server';
import { readForm } from './form-body.server';
import { secured } from './response-headers.server';
import { checkForm } from './security.server';
import { getShopper, respond, type Shopper } from './shopper.server';

/** Who may post: anyone with the shop's form; only a logged-in customer; a customer the backend confirms (auth/test). */
export type ActionAuth = 'anyone' | 'customer' | 'confirmed';

export type ActionContext = Pick<ActionFunctionArgs, 'request' | 'context' | 'params'> & { shopper: Shopper };

type Schema = z.ZodTypeAny;

// zod's own texts are English ("Expected string, received array"). A form a page sends never meets
// them, but a crafted post does (a field twice, a file for a text, a value past its input's
// maxLength): it gets the spec's words instead. A schema's own message (required_error, a rule's
// text) is kept: this map runs last and sees it as the default.
const ZOD_DEFAULT_TEXT = /^(Invalid|Expected|Required|String must|Number must|Array must|Unrecognized)/;
const italianFormErrors: z.ZodErrorMap = (issue, ctx) => {
  if (!ZOD_DEFAULT_TEXT.test(ctx.defaultError)) return { message: ctx.defaultError };
  if (issue.code === 'invalid_type') {
    return { message: issue.received === 'undefined' || issue.received === 'null' ? MESSAGES.required : MESSAGES.invalidValue };
  }
  if (issue.code === 'too_big' && issue.type === 'string') return { message: MESSAGES.maxLength(Number(issue.maximum)) };
  if (issue.code === 'too_small' && issue.type === 'string') {
    return { message: Number(issue.minimum) <= 1 ? MESSAGES.required : MESSAGES.minLength(Number(issue.minimum)) };
  }
  return { message: MESSAGES.invalidValue };
};
/** conform's reply to a form that passed its schema but was refused afterwards: everything typed kept, the refusal's texts where the options put them. */
export type Reply = (options?: ReplyOptions) => SubmissionResult<string[]>;
export type IntentSubmission<S extends Schema> = Submission<z.input<S>, string[], z.output<S>>;
/** A submission that did not pass its schema: what was posted and the errors by field. */
export type RejectedSubmission<S extends Schema> = Extract<IntentSubmission<S>, { error: unknown }>;

export type Intent<S extends Schema, R, V> = {
  /** the form's schema; a function when the form's rules come from the backend (the registration's consents) */
  schema: S | ((args: ActionContext) => Promise<S>);
  run: (args: ActionContext & { value: z.output<S>; reply: Reply }) => Promise<R>;
  /** a form that did not pass its schema; none: a 400 (a form no page of the shop sends) */
  invalid?: (args: ActionContext & { submission: RejectedSubmission<S> }) => Promise<V>;
  /** where a refusal of the backend is said (failure()'s options); a function of the parsed form when it depends on it */
  refused?: FailureOptions | ((args: ActionContext & { value: z.output<S> }) => FailureOptions);
  /** a refusal of the backend said on the page itself (under a field) rather than flashed; an ended session still goes to login */
  refusedHere?: (args: ActionContext & { value: z.output<S>; reply: Reply; error: EbsnError }) => Promise<V>;
  /**
   * the intent's own backend call answers the whole cart (cart/add): the preamble reads none, and
   * that call is the request's one cart read (Shopper.cartDeferred, decision 078)
   */
  answersCart?: true;
};

/** One intent of an action's table, its handler typed by its schema. */
export function intent<S extends Schema, R, V = never>(definition: Intent<S, R, V>): Intent<S, R, V> {
  return definition;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry is typed by intent()
type AnyIntent = Intent<any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is each entry's own
type Answer<I> = I extends Intent<any, infer R, infer V> ? R | V : never;

/** conform's reply to a form that did not pass: 400, what was typed and the errors under their fields. */
export function replyInvalid<S extends Schema>({ shopper, submission }: { shopper: Shopper; submission: RejectedSubmission<S> }) {
  return respond(shopper, { result: submission.reply() }, { status: 400 });
}

/** The first error of each field, for a page that shows one message per field without conform's client. */
export function firstErrors(submission: { error: Record<string, string[] | null> | null }): Record<string, string> {
  return Object.fromEntries(Object.entries(submission.error ?? {}).flatMap(([name, texts]) => (texts?.[0] ? [[name, texts[0]]] : [])));
}

/** An action: the preamble once, then the posted intent's schema and handler. */
export function defineAction<I extends Record<string, AnyIntent>, T = never>(definition: {
  auth?: ActionAuth;
  /** a form a visitor posts before having a session (login, registration): the honeypot field must be there */
  publicForm?: boolean;
  /** the action of a resource route (no page): its answers, returned or thrown, get the security headers (`secured`) */
  resource?: boolean;
  /** a form that carries files (a content form's upload): its body's limit, from what the form allows */
  bodyLimit?: (args: ActionContext) => Promise<number>;
  /** a body over that limit said on the page itself (at the file field) rather than as the plain 413 */
  tooLarge?: (args: ActionContext) => Promise<T>;
  intents: I;
}) {
  const { auth = 'anyone', publicForm = false, resource = false, bodyLimit, tooLarge, intents } = definition;
  const action = async ({ request, context, params }: ActionFunctionArgs): Promise<Answer<I[keyof I]> | T> => {
    let form: FormData;
    if (bodyLimit) {
      const ctx = { request, context, params, shopper: await getShopper(request, context) };
      try {
        form = await readForm(request, await bodyLimit(ctx));
      } catch (error) {
        if (tooLarge && error instanceof Response && error.status === 413) return await tooLarge(ctx);
        throw error;
      }
    } else form = await readForm(request);
    await checkForm(form, request, { publicForm });
    const name = form.get('intent');
    const chosen = typeof name === 'string' && Object.hasOwn(intents, name) ? intents[name]! : undefined;
    if (!chosen) throw badRequest();
    const shopper =
      auth === 'anyone'
        ? await getShopper(request, context, { cart: !chosen.answersCart })
        : (await requireUser(request, { context, confirm: auth === 'confirmed' })).shopper;
    const ctx: ActionContext = { request, context, params, shopper };
    let submission: IntentSubmission<Schema> | undefined;
    try {
      const schema = typeof chosen.schema === 'function' ? await chosen.schema(ctx) : chosen.schema;
      submission = parseWithZod(form, { schema, errorMap: italianFormErrors }) as IntentSubmission<Schema>;
      if (submission.status !== 'success') {
        if (!chosen.invalid) throw badRequest();
        return await chosen.invalid({ ...ctx, submission });
      }
      const passed = submission;
      return await chosen.run({ ...ctx, value: passed.value, reply: (options) => passed.reply(options) });
    } catch (error) {
      if (error instanceof Response) throw error;
      const parsed = submission;
      const value = parsed?.status === 'success' ? parsed.value : undefined;
      // a refusal said on the page needs the page's form; the backend refusing the form's rules is failure()'s
      if (error instanceof EbsnError && chosen.refusedHere && parsed && !authRefused(error))
        return await chosen.refusedHere({ ...ctx, value, reply: (options) => parsed.reply(options), error });
      const options = typeof chosen.refused === 'function' ? chosen.refused({ ...ctx, value }) : chosen.refused;
      return failure(error, request, shopper, options);
    }
  };
  const answered = resource ? (secured(action as (args: ActionFunctionArgs) => Promise<Response>) as typeof action) : action;
  intentNames.set(answered, Object.keys(intents));
  return answered;
}

const intentNames = new WeakMap<object, string[]>();

/** The intents an action made with defineAction answers (tests/fuzz-coverage.test.ts holds the fuzz to them). */
export function intentsOf(action: object): string[] | undefined {
  return intentNames.get(action);
}
