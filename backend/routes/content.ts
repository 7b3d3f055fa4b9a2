// The content API subset the storefront reads, under /p/wp-json. Plain WordPress JSON, not the eBSN
// envelope; errors follow WordPress's { code, message, data: { status } } shape. Lists answer
// X-WP-Total, X-WP-TotalPages and a Link header to the pages around; a page past the end is 400.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { slidesAt, slidesOf, findUxBlocks } from '../content/blocks';
import { customerOfToken, recordConsent } from '../content/consent';
import { findFaqs, listFaqGroups } from '../content/faq';
import { checkSubmission, findForm, FORM_TEXT, formNonce, nonceValid, publicForm, storeSubmission, UploadTaken } from '../content/forms';
import { storeUpload } from '../content/uploads';
import { clientAddress } from '../accounts/client-address';
import { recaptchaPasses } from '../accounts/recaptcha';
import { requestOrigin } from '../ebsn/origin';
import { menuAt } from '../content/menus';
import { findPages } from '../content/pages';
import { findRecipes, listTerms } from '../content/recipes';
import { SEARCH_SUBTYPES, searchContent } from '../content/search';
import type { Deps } from '../ebsn/context';
import { italianValidationMessages } from '../ebsn/envelope';
import { bodyId, idListParam, intParam, safeText, single } from '../ebsn/validation';
import { TOKEN_HEADER } from '../ebsn/session';
import { MAX_ID } from '../limits';

const pagesQuery = z.object({
  slug: single(
    safeText(500)
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().max(200)).max(50)),
  ),
  page: intParam(1, 100_000),
  per_page: intParam(1, 100),
});

const LOCATION = /^[\w-]{1,64}$/;

const listQuery = { page: intParam(1, 100_000), per_page: intParam(1, 100) };
const slugParam = single(
  z
    .string()
    .trim()
    .regex(/^[\w-]{1,200}$/u, 'deve essere uno slug'),
);
const wordsParam = single(
  safeText(200).refine((v) => !/[\uD800-\uDFFF]/.test(v.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '')), 'contiene caratteri non validi'),
);
const slugListParam = single(
  safeText(500)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(200)).max(50)),
);

const faqQuery = z.object({ ...listQuery, search: wordsParam, faq_category: idListParam });
const termsQuery = z.object(listQuery);
const recipeQuery = z.object({
  ...listQuery,
  slug: slugListParam,
  search: wordsParam,
  course: slugParam,
  cuisine: slugParam,
  ingredients: wordsParam,
});
const searchQuery = z.object({
  search: wordsParam,
  page: intParam(1, 100_000),
  per_page: intParam(1, 100),
  type: single(z.literal('post', { errorMap: () => ({ message: "deve essere 'post'" }) })),
  subtype: single(
    safeText(200)
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.union([z.enum(SEARCH_SUBTYPES), z.literal('any')])).max(10)),
  ),
});
const blocksQuery = z.object({ ...listQuery, slug: slugParam, term: slugParam });
const idParam = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_ID));
const newSlidesParams = z.object({
  id: idParam,
  // seconds since 1970 (milliseconds too, as some clients send them)
  timestamp: z
    .string()
    .regex(/^\d{1,13}$/)
    .transform(Number)
    .transform((n) => new Date(n >= 1e11 ? n : n * 1000)),
  warehouse: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(0).max(MAX_ID)),
});
const newSlidesQuery = z.object({ deliveryServiceId: intParam(0, MAX_ID) });
const mailParsQuery = z.object({ form_id: intParam(1, MAX_ID) });

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const consentBody = z.object({
  id: z.string().regex(uuidV4, 'deve essere un identificativo UUID v4'),
  categories: z.object({ technical: z.literal(true), analytics: z.boolean(), profiling: z.boolean() }),
  version: z.number().int().min(1).max(1_000_000),
});

export function wpError(c: Context, status: 400 | 404, code: string, message: string) {
  return c.json({ code, message, data: { status } }, status);
}

const PAGE_PAST_END = 'Il numero di pagina richiesto è maggiore del numero di pagine disponibili.';

function invalidParams(c: Context, error: z.ZodError) {
  return wpError(c, 400, 'rest_invalid_param', italianValidationMessages(error).join(' '));
}

/** a page of a list as WordPress answers it: the items, the totals, and links to the pages around */
function listAnswer(c: Context, cache: string, list: { total: number; items: unknown[] }, page: number, perPage: number) {
  const totalPages = Math.ceil(list.total / perPage);
  if (page > 1 && page > totalPages) return wpError(c, 400, 'rest_post_invalid_page_number', PAGE_PAST_END);
  const url = new URL(c.req.url);
  const at = (n: number) => {
    url.searchParams.set('page', String(n));
    return `<${url.pathname}${url.search}>`;
  };
  const links = [...(page > 1 ? [`${at(page - 1)}; rel="prev"`] : []), ...(page < totalPages ? [`${at(page + 1)}; rel="next"`] : [])];
  c.header('X-WP-Total', String(list.total));
  c.header('X-WP-TotalPages', String(totalPages));
  if (links.length) c.header('Link', links.join(', '));
  c.header('Cache-Control', cache);
  return c.json(list.items);
}

export function contentRoutes(deps: Deps) {
  const cache = `public, max-age=${deps.config.catalogMaxAgeSeconds}`;
  return new Hono()
    .get('/wp/v2/pages', async (c) => {
      const parsed = pagesQuery.safeParse(c.req.queries());
      if (!parsed.success) return invalidParams(c, parsed.error);
      const { slug, page = 1, per_page: perPage = 10 } = parsed.data;
      const { total, pages } = await findPages(deps.db, { slugs: slug, page, perPage });
      return listAnswer(c, cache, { total, items: pages }, page, perPage);
    })
    .get('/menu-locations/:location', async (c) => {
      const location = c.req.param('location');
      if (!LOCATION.test(location)) return wpError(c, 400, 'rest_invalid_param', 'Il parametro "location" non è valido.');
      // An unknown location is an empty menu: a missing footer menu must not break every page.
      const links = await menuAt(deps.db, location);
      c.header('Cache-Control', cache);
      return c.json(links);
    })
    .get('/wp/v2/faq', async (c) => {
      const parsed = faqQuery.safeParse(c.req.queries());
      if (!parsed.success) return invalidParams(c, parsed.error);
      const { page = 1, per_page: perPage = 10, search, faq_category: groupIds } = parsed.data;
      return listAnswer(c, cache, await findFaqs(deps.db, { page, perPage, search, groupIds }), page, perPage);
    })
    .get('/wp/v2/faq_category', async (c) => {
      const parsed = termsQuery.safeParse(c.req.queries());
      if (!parsed.success) return invalidParams(c, parsed.error);
      const { page = 1, per_page: perPage = 10 } = parsed.data;
      return listAnswer(c, cache, await listFaqGroups(deps.db, { page, perPage }), page, perPage);
    })
    .get('/wp/v2/recipe', async (c) => {
      const parsed = recipeQuery.safeParse(c.req.queries());
      if (!parsed.success) return invalidParams(c, parsed.error);
      const { page = 1, per_page: perPage = 10, slug, search, course, cuisine, ingredients } = parsed.data;
      const found = await findRecipes(deps.db, { page, perPage, slugs: slug, search, course, cuisine, ingredient: ingredients });
      return listAnswer(c, cache, found, page, perPage);
    })
    .get('/wp/v2/:taxonomy{course|cuisine}', async (c) => {
      const parsed = termsQuery.safeParse(c.req.queries());
      if (!parsed.success) return invalidParams(c, parsed.error);
      const { page = 1, per_page: perPage = 10 } = parsed.data;
      const taxonomy = c.req.param('taxonomy') === 'course' ? 'course' : 'cuisine';
      return listAnswer(c, cache, await listTerms(deps.db, taxonomy, { page, perPage }), page, perPage);
    })
    .get('/wp/v2/search', async (c) => {
      const parsed = searchQuery.safeParse(c.req.queries());
      if (!parsed.success) return invalidParams(c, parsed.error);
      const { search, page = 1, per_page: perPage = 24, subtype } = parsed.data;
      const subtypes = !subtype?.length || subtype.includes('any') ? SEARCH_SUBTYPES : SEARCH_SUBTYPES.filter((s) => subtype.includes(s));
      return listAnswer(c, cache, await searchContent(deps.db, { search, subtypes, page, perPage }), page, perPage);
    })
    .get('/wp/v2/ux-blocks', async (c) => {
      const parsed = blocksQuery.safeParse(c.req.queries());
      if (!parsed.success) return invalidParams(c, parsed.error);
      const { page = 1, per_page: perPage = 10, slug, term } = parsed.data;
      const blocks = await findUxBlocks(deps.db, { slug, term });
      const start = (page - 1) * perPage;
      return listAnswer(c, cache, { total: blocks.length, items: blocks.slice(start, start + perPage) }, page, perPage);
    })
    .get('/slides_by_id/:id', async (c) => {
      const id = idParam.safeParse(c.req.param('id'));
      if (!id.success) return wpError(c, 400, 'rest_invalid_param', 'Il parametro "id" non è valido.');
      c.header('Cache-Control', cache);
      return c.json(await slidesOf(deps.db, id.data));
    })
    .get('/new_slides/:id/:timestamp/:warehouse', async (c) => {
      const params = newSlidesParams.safeParse(c.req.param());
      if (!params.success) return invalidParams(c, params.error);
      const query = newSlidesQuery.safeParse(c.req.queries());
      if (!query.success) return invalidParams(c, query.error);
      const { id, timestamp, warehouse } = params.data;
      const slides = await slidesAt(deps.db, id, timestamp, {
        warehouseId: warehouse || undefined,
        deliveryServiceId: query.data.deliveryServiceId,
      });
      c.header('Cache-Control', cache);
      return c.json(slides);
    })
    .get('/get_mail_pars', async (c) => {
      const parsed = mailParsQuery.safeParse(c.req.queries());
      if (!parsed.success) return invalidParams(c, parsed.error);
      if (!parsed.data.form_id) return wpError(c, 400, 'rest_missing_callback_param', 'Il parametro "form_id" è obbligatorio.');
      const definition = await findForm(deps.db, parsed.data.form_id);
      if (!definition) return wpError(c, 404, 'rest_form_invalid_id', 'Modulo inesistente.');
      c.header('Cache-Control', cache);
      return c.json({ form_id: definition.id, recipient: definition.recipient, subject: definition.subject });
    })
    .get('/custom/v1/forms/:id', async (c) => {
      const id = idParam.safeParse(c.req.param('id'));
      if (!id.success) return wpError(c, 400, 'rest_invalid_param', 'Il parametro "id" non è valido.');
      const definition = await findForm(deps.db, id.data);
      if (!definition) return wpError(c, 404, 'rest_form_invalid_id', 'Modulo inesistente.');
      // the nonce lives 12 hours: a shared cache may keep the answer a minute
      c.header('Cache-Control', cache);
      return c.json(publicForm(definition, formNonce(deps.config.formNonceSecret, definition.id)));
    })
    .post('/custom/v1/cookie-consent', async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return wpError(c, 400, 'rest_invalid_json', 'Il corpo della richiesta non è un JSON valido.');
      }
      const parsed = consentBody.safeParse(body);
      if (!parsed.success) return invalidParams(c, parsed.error);
      const userId = await customerOfToken(deps.db, c.req.header(TOKEN_HEADER));
      const at = await recordConsent(deps.db, parsed.data, userId);
      c.header('Cache-Control', 'no-store');
      return c.json({ recorded: true, at: at.toISOString() });
    });
}

// --- POST /p/wp-admin/admin-ajax.php: a form's submission (nf_ajax_submit) and upload (nf_fu_upload),
// as Ninja Forms answers them: a field's refusal is a 200 with the errors, garbage is a 400.

const AJAX_TEXT = {
  badRequest: 'Richiesta non valida.',
  expired: 'Il modulo è scaduto: ricarica la pagina e riprova.',
  tooLarge: 'La richiesta è troppo grande.',
  noFile: 'Nessun file ricevuto.',
} as const;

const submitBody = z.object({
  action: z.literal('nf_ajax_submit'),
  security: z.string().max(100),
  formData: z.string().max(200_000),
  'g-recaptcha-response': z.string().max(4096).optional(),
});
const formDataSchema = z.object({
  id: bodyId,
  fields: z
    .record(z.string().max(12), z.object({ value: z.unknown() }).passthrough())
    .refine((fields) => Object.keys(fields).length <= 200, 'troppi campi'),
});
const uploadBody = z.object({
  action: z.literal('nf_fu_upload'),
  form_id: bodyId,
  field_id: bodyId,
  nonce: z.string().max(100),
});

/**
 * admin-ajax.php's body limits, applied by the app before anything reads a body: only an upload
 * (multipart) may be big; everything else keeps the API's usual limit.
 */
export function formAjaxBodyLimit(config: Deps['config']): MiddlewareHandler {
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        c.header('Connection', 'close');
        return c.json({ errors: [AJAX_TEXT.tooLarge] }, 413);
      },
    });
  const formLimit = limit(config.bodyLimitBytes);
  const uploadLimit = limit(config.uploadBodyLimitBytes);
  return (c, next) =>
    (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data') ? uploadLimit(c, next) : formLimit(c, next);
}

export function formAjaxRoutes(deps: Deps) {
  const { db, config } = deps;
  const badRequest = (c: Context, message: string = AJAX_TEXT.badRequest) => c.json({ errors: { form: { request: message } } }, 400);

  // the body's limits are set before this, by the app (formAjaxBodyLimit)
  return new Hono().post('/admin-ajax.php', async (c) => {
    let body: Record<string, string | File>;
    try {
      body = (await c.req.parseBody()) as Record<string, string | File>;
    } catch {
      return badRequest(c);
    }
    if (body.action === 'nf_fu_upload') {
      const parsed = uploadBody.safeParse(body);
      if (!parsed.success) return c.json({ errors: [AJAX_TEXT.badRequest] }, 400);
      const { form_id: formId, field_id: fieldId, nonce } = parsed.data;
      if (!nonceValid(config.formNonceSecret, formId, nonce)) return c.json({ errors: [AJAX_TEXT.expired] }, 400);
      const definition = await findForm(db, formId);
      const field = definition?.fields.find((f) => f.id === fieldId && f.type === 'file_upload');
      if (!field) return c.json({ errors: [AJAX_TEXT.badRequest] }, 400);
      const file = body[`files-${fieldId}`];
      if (!(file instanceof File)) return c.json({ errors: [AJAX_TEXT.noFile] }, 400);
      const stored = await storeUpload(db, config.uploadDir, {
        formId,
        field,
        name: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      });
      c.header('Cache-Control', 'no-store');
      if (!stored.ok) return c.json({ errors: [stored.error] });
      return c.json({ data: { files: [{ name: stored.name, tmp_name: stored.tmpName }] }, errors: [] });
    }

    const parsed = submitBody.safeParse(body);
    if (!parsed.success) return badRequest(c);
    let formData: z.infer<typeof formDataSchema>;
    try {
      const read = formDataSchema.safeParse(JSON.parse(parsed.data.formData));
      if (!read.success) return badRequest(c);
      formData = read.data;
    } catch {
      return badRequest(c);
    }
    if (!nonceValid(config.formNonceSecret, formData.id, parsed.data.security)) return badRequest(c, AJAX_TEXT.expired);
    const definition = await findForm(db, formData.id);
    if (!definition) return badRequest(c);
    c.header('Cache-Control', 'no-store');
    if (!(await recaptchaPasses(config, parsed.data['g-recaptcha-response'], clientAddress(requestOrigin(c), config), 'contact'))) {
      return c.json({ errors: { form: { recaptcha: FORM_TEXT.recaptcha } } });
    }
    const sent = Object.fromEntries(Object.entries(formData.fields).map(([id, field]) => [id, field.value]));
    const checked = await checkSubmission(db, definition, sent);
    if (!checked.ok) return c.json({ errors: { fields: checked.fields } });
    try {
      await storeSubmission(db, definition, checked);
    } catch (error) {
      if (!(error instanceof UploadTaken)) throw error;
      return c.json({ errors: { fields: Object.fromEntries(checked.uploads.map((u) => [String(u.fieldId), FORM_TEXT.file])) } });
    }
    return c.json({ data: { form_id: definition.id, actions: { success_message: definition.successMessage } } });
  });
}
