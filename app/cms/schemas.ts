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
