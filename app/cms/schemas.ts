// The content API (WordPress REST under /p/wp-json) as the storefront reads it (spec account.md §3, §7).
import { z } from 'zod';

const rendered = z.object({ rendered: z.string() }).passthrough();

export const pageSchema = z
  .object({
    id: z.coerce.number(),
    slug: z.string(),
    link: z.string().nullish(),
    date: z.string().nullish(),
    modified: z.string().nullish(),
    title: rendered,
    content: rendered,
    excerpt: rendered.nullish(),
    testo_validit: z.string().nullish(), // validity text shown under the content
    meta: z.object({ seo_title: z.string().nullish(), seo_description: z.string().nullish() }).passthrough().nullish(),
  })
  .passthrough();
export type CmsPage = z.infer<typeof pageSchema>;
export const pageListSchema = z.array(pageSchema);

export type MenuLink = {
  ID: number;
  title: string;
  url: string;
  target?: string | null;
  classes?: string | null;
  children?: MenuLink[];
};
export const menuLinkSchema: z.ZodType<MenuLink, z.ZodTypeDef, unknown> = z.lazy(() =>
  z.object({
    ID: z.coerce.number(),
    title: z.string(),
    url: z.string(),
    target: z.string().nullish(),
    classes: z.string().nullish(),
    children: z.array(menuLinkSchema).optional(),
  }),
);
export const menuSchema = z.array(menuLinkSchema);

// Issue 27 §1: FAQ, recipes, forms, site search (docs/BRIEF contract). Lists arrive as arrays; their
// totals come in the X-WP-Total / X-WP-TotalPages headers (client.server.ts).
const id = z.coerce.number().int();

export const faqSchema = z
  .object({
    id,
    slug: z.string(),
    title: rendered,
    content: rendered,
    faq_category: z.array(id).default([]),
    menu_order: z.coerce.number().default(0),
  })
  .passthrough();
export type Faq = z.infer<typeof faqSchema>;

export const faqCategorySchema = z
  .object({
    id,
    name: z.string(),
    slug: z.string(),
    description: z.string().nullish(),
    count: z.coerce.number().default(0),
    menu_order: z.coerce.number().default(0),
  })
  .passthrough();
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const termSchema = z.object({ id, slug: z.string(), name: z.string(), count: z.coerce.number().optional() }).passthrough();
export type Term = z.infer<typeof termSchema>;

const imageSchema = z
  .object({ url: z.string(), alt: z.string().nullish(), width: z.coerce.number().nullish(), height: z.coerce.number().nullish() })
  .passthrough();

export const recipeSchema = z
  .object({
    id,
    slug: z.string(),
    title: rendered,
    excerpt: rendered.nullish(),
    content: rendered.nullish(),
    image: imageSchema.nullish(),
    course: z.array(termSchema).default([]),
    cuisine: z.array(termSchema).default([]),
    prep_minutes: z.coerce.number().nullish(),
    cook_minutes: z.coerce.number().nullish(),
    servings: z.coerce.number().nullish(),
    difficulty: z.string().nullish(),
    ingredients: z
      .array(
        z
          .object({ name: z.string(), quantity: z.string().nullish(), product_id: z.coerce.number().int().positive().nullish() })
          .passthrough(),
      )
      .default([]),
    steps: z.array(z.string()).default([]),
  })
  .passthrough();
export type Recipe = z.infer<typeof recipeSchema>;

export const searchHitSchema = z
  .object({ id, title: z.string(), url: z.string(), type: z.string().optional(), subtype: z.string() })
  .passthrough();
export type SearchHit = z.infer<typeof searchHitSchema>;

export const FORM_FIELD_TYPES = ['textbox', 'email', 'phone', 'textarea', 'listselect', 'checkbox', 'file_upload', 'date'] as const;

export const formFieldSchema = z
  .object({
    id,
    key: z.string(),
    type: z.enum(FORM_FIELD_TYPES),
    label: z.string(),
    required: z.boolean().default(false),
    placeholder: z.string().nullish(),
    options: z.array(z.object({ label: z.string(), value: z.string() })).nullish(),
    max_length: z.coerce.number().int().positive().nullish(),
    file: z.object({ max_bytes: z.coerce.number().int().positive(), types: z.array(z.string()) }).nullish(),
  })
  .passthrough();
export type FormField = z.infer<typeof formFieldSchema>;

export const cmsFormSchema = z
  .object({ id, title: z.string(), description: z.string().nullish(), nonce: z.string(), fields: z.array(formFieldSchema) })
  .passthrough();
export type CmsForm = z.infer<typeof cmsFormSchema>;

/** Ninja Forms' answer to a submission: 200 whether it passed or not. */
export const formAnswerSchema = z
  .object({
    data: z
      .object({ actions: z.object({ success_message: z.string().nullish() }).passthrough().nullish() })
      .passthrough()
      .nullish(),
    errors: z
      .union([
        z.object({ fields: z.record(z.string()).nullish(), form: z.record(z.string()).nullish() }).passthrough(),
        z.array(z.unknown()),
      ])
      .nullish(),
  })
  .passthrough();

export const uploadAnswerSchema = z
  .object({
    data: z
      .object({ files: z.array(z.object({ name: z.string(), tmp_name: z.string() }).passthrough()).default([]) })
      .passthrough()
      .nullish(),
    errors: z.union([z.array(z.string()), z.record(z.string())]).nullish(),
  })
  .passthrough();

/** A ux-block (GET wp/v2/ux-blocks?slug=): a piece of content the shell places, e.g. the first-shop welcome. */
export const uxBlockSchema = z
  .object({
    id: z.coerce.number(),
    slug: z.string(),
    title: rendered,
    content: rendered,
    meta: z
      .object({
        description: z.string().nullish(),
        button_text: z.string().nullish(),
        button_link: z.string().nullish(),
        footer_image: z.object({ url: z.string(), alt: z.string().nullish() }).passthrough().nullish(),
      })
      .passthrough()
      .nullish(),
  })
  .passthrough();
export type UxBlock = z.infer<typeof uxBlockSchema>;
export const uxBlockListSchema = z.array(uxBlockSchema);
