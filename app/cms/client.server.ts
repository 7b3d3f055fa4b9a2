// The content API (WordPress REST under /p/wp-json): pages, menus, ux-blocks, FAQ, recipes and forms.
// Shopper-independent reads are cached; a form's submission and upload are not.
import { cachedRead } from '~/lib/cache.server';
import { buildUrl, readJson, upstreamFetch, type ApiContext } from '~/ebsn/client.server';
import { UpstreamUnavailableError } from '~/ebsn/errors';
import { env } from '~/lib/env.server';
import {
  cmsFormSchema,
  faqCategorySchema,
  faqSchema,
  formAnswerSchema,
  menuSchema,
  pageListSchema,
  recipeSchema,
  termSchema,
  uploadAnswerSchema,
  uxBlockListSchema,
  type CmsForm,
  type CmsPage,
  type Faq,
  type FaqCategory,
  type MenuLink,
  type Recipe,
  type Term,
  type UxBlock,
} from './schemas';
import { z, type ZodType, type ZodTypeDef } from 'zod';

async function wp<T>(
  api: ApiContext,
  path: string,
  query: Record<string, string>,
  schema: ZodType<T, ZodTypeDef, unknown>,
): Promise<T | null> {
  const label = `GET wp-json/${path}`;
  const response = await upstreamFetch(api, label, buildUrl(env.cmsUrl, `p/wp-json/${path}`, query), {
    headers: { Accept: 'application/json' },
  });
  if (response.status === 404) return null;
  const parsed = schema.safeParse(await readJson(response, label));
  if (!parsed.success) throw new UpstreamUnavailableError(`${label}: unexpected data`);
  return parsed.data;
}

function read<T>(api: ApiContext, key: string, fresh: () => Promise<T>) {
  return cachedRead(`cms|${key}`, fresh, (outcome) => api.timings.push({ name: `cache-${outcome}`, dur: 0, desc: key }));
}

export function getPage(api: ApiContext, slug: string): Promise<CmsPage | null> {
  return read(api, `page:${slug}`, async () => {
    const pages = await wp(api, 'wp/v2/pages', { slug }, pageListSchema);
    return pages?.[0] ?? null;
  });
}

export function listPages(api: ApiContext): Promise<CmsPage[]> {
  return read(api, 'pages', async () => (await wp(api, 'wp/v2/pages', { per_page: '100' }, pageListSchema)) ?? []);
}

export function getMenu(api: ApiContext, location: string): Promise<MenuLink[]> {
  return read(api, `menu:${location}`, async () => (await wp(api, `menu-locations/${location}`, {}, menuSchema)) ?? []);
}

/** One page of a list and the totals its headers say; null for a page past the end (the API's 400). */
export type CmsList<T> = { items: T[]; total: number; totalPages: number };

async function wpList<T>(
  api: ApiContext,
  path: string,
  query: Record<string, string>,
  schema: ZodType<T, ZodTypeDef, unknown>,
): Promise<CmsList<T> | null> {
  const label = `GET wp-json/${path}`;
  const response = await upstreamFetch(api, label, buildUrl(env.cmsUrl, `p/wp-json/${path}`, query), {
    headers: { Accept: 'application/json' },
  });
  // a page past the end, or a filter the API refuses: nothing to list
  if (response.status === 400 || response.status === 404) return null;
  const parsed = z.array(schema).safeParse(await readJson(response, label));
  if (!parsed.success) throw new UpstreamUnavailableError(`${label}: unexpected data`);
  const total = Number(response.headers.get('X-WP-Total'));
  const totalPages = Number(response.headers.get('X-WP-TotalPages'));
  return {
    items: parsed.data,
    total: Number.isFinite(total) && total >= 0 ? total : parsed.data.length,
    totalPages: Number.isFinite(totalPages) && totalPages >= 0 ? totalPages : 1,
  };
}

/** Questions are few: the whole FAQ (at most 5 pages of 100), or those the search finds. */
export function listFaqs(api: ApiContext, search = ''): Promise<Faq[]> {
  return read(api, `faq:${search}`, async () => {
    const all: Faq[] = [];
    for (let page = 1; page <= 5; page++) {
      const query: Record<string, string> = { per_page: '100', page: String(page) };
      if (search) query.search = search;
      const list = await wpList(api, 'wp/v2/faq', query, faqSchema);
      if (!list) break;
      all.push(...list.items);
      if (page >= list.totalPages) break;
    }
    return all;
  });
}

export function listFaqCategories(api: ApiContext): Promise<FaqCategory[]> {
  return read(
    api,
    'faq_category',
    async () => (await wp(api, 'wp/v2/faq_category', { per_page: '100' }, z.array(faqCategorySchema))) ?? [],
  );
}

export const RECIPES_PER_PAGE = 12;
export type RecipeFilters = { course?: string; cuisine?: string; ingredients?: string; s?: string };

export function listRecipes(api: ApiContext, filters: RecipeFilters, page: number): Promise<CmsList<Recipe> | null> {
  const query: Record<string, string> = { per_page: String(RECIPES_PER_PAGE), page: String(page) };
  if (filters.course) query.course = filters.course;
  if (filters.cuisine) query.cuisine = filters.cuisine;
  if (filters.ingredients) query.ingredients = filters.ingredients;
  if (filters.s) query.search = filters.s;
  return read(api, `recipes:${new URLSearchParams(query)}`, () => wpList(api, 'wp/v2/recipe', query, recipeSchema));
}

export function getRecipe(api: ApiContext, slug: string): Promise<Recipe | null> {
  return read(api, `recipe:${slug}`, async () => (await wpList(api, 'wp/v2/recipe', { slug }, recipeSchema))?.items[0] ?? null);
}

export function listTerms(api: ApiContext, taxonomy: 'course' | 'cuisine'): Promise<Term[]> {
  return read(api, `terms:${taxonomy}`, async () => (await wp(api, `wp/v2/${taxonomy}`, { per_page: '100' }, z.array(termSchema))) ?? []);
}

/** A form's fields and its nonce (valid 12 hours: the cache keeps it far less). */
export function getForm(api: ApiContext, formId: number): Promise<CmsForm | null> {
  return read(api, `form:${formId}`, () => wp(api, `custom/v1/forms/${formId}`, {}, cmsFormSchema));
}

const ADMIN_AJAX = 'p/wp-admin/admin-ajax.php';

export type FormOutcome = { ok: true; message: string | null } | { ok: false; fields: Record<string, string>; form: string[] };

/** Submits a form (Ninja Forms' nf_ajax_submit): its refusals come back with 200 and the errors by field id. */
export async function submitForm(
  api: ApiContext,
  form: { formId: number; nonce: string; values: Record<number, string>; recaptcha?: string },
): Promise<FormOutcome> {
  const label = 'POST admin-ajax nf_ajax_submit';
  const fields = Object.fromEntries(Object.entries(form.values).map(([fieldId, value]) => [fieldId, { id: Number(fieldId), value }]));
  const body = new URLSearchParams({
    action: 'nf_ajax_submit',
    security: form.nonce,
    formData: JSON.stringify({ id: form.formId, fields }),
  });
  if (form.recaptcha) body.set('g-recaptcha-response', form.recaptcha);
  const response = await upstreamFetch(api, label, buildUrl(env.cmsUrl, ADMIN_AJAX), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  const answer = formAnswerSchema.safeParse(await readJson(response, label).catch(() => null));
  if (!answer.success) return { ok: false, fields: {}, form: [] };
  // the refusals come with 200 (a field) or 400 (an expired nonce): both say why in Italian
  const errors = answer.data.errors;
  if (errors && !Array.isArray(errors) && (Object.keys(errors.fields ?? {}).length || Object.keys(errors.form ?? {}).length))
    return { ok: false, fields: errors.fields ?? {}, form: Object.values(errors.form ?? {}) };
  if (!response.ok) return { ok: false, fields: {}, form: [] };
  return { ok: true, message: answer.data.data?.actions?.success_message ?? null };
}

export type UploadOutcome = { ok: true; tmpName: string } | { ok: false; message: string | null };

/** Uploads one file of a form's field (nf_fu_upload): the submission then names it by its tmp_name. */
export async function uploadFormFile(
  api: ApiContext,
  upload: { formId: number; fieldId: number; nonce: string; file: File },
): Promise<UploadOutcome> {
  const label = 'POST admin-ajax nf_fu_upload';
  const body = new FormData();
  body.set('action', 'nf_fu_upload');
  body.set('form_id', String(upload.formId));
  body.set('field_id', String(upload.fieldId));
  body.set('nonce', upload.nonce);
  body.set(`files-${upload.fieldId}`, upload.file, upload.file.name);
  const response = await upstreamFetch(api, label, buildUrl(env.cmsUrl, ADMIN_AJAX), {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body,
  });
  const answer = uploadAnswerSchema.safeParse(await readJson(response, label).catch(() => null));
  if (!answer.success) return { ok: false, message: null };
  const errors = answer.data.errors ? Object.values(answer.data.errors) : [];
  const file = answer.data.data?.files[0];
  if (!response.ok || errors.length || !file) return { ok: false, message: errors[0] ?? null };
  return { ok: true, tmpName: file.tmp_name };
}

/** The ux-block with this slug (the first-shop welcome's `first-shop-welcome`), null when none is published. */
export function getUxBlock(api: ApiContext, slug: string): Promise<UxBlock | null> {
  return read(api, `ux-block:${slug}`, async () => {
    const blocks = await wp(api, 'wp/v2/ux-blocks', { slug }, uxBlockListSchema);
    return blocks?.find((block) => block.slug === slug) ?? null;
  });
}
