// The content API (WordPress REST under /p/wp-json): pages, menus and ux-blocks. Shopper-independent and cached.
import { cachedRead } from '~/lib/cache.server';
import { buildUrl, readJson, upstreamFetch, type ApiContext } from '~/ebsn/client.server';
import { UpstreamUnavailableError } from '~/ebsn/errors';
import { env } from '~/lib/env.server';
import { menuSchema, pageListSchema, uxBlockListSchema, type CmsPage, type MenuLink, type UxBlock } from './schemas';
import type { ZodType, ZodTypeDef } from 'zod';

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

/** The ux-block with this slug (the first-shop welcome's `first-shop-welcome`), null when none is published. */
export function getUxBlock(api: ApiContext, slug: string): Promise<UxBlock | null> {
  return read(api, `ux-block:${slug}`, async () => {
    const blocks = await wp(api, 'wp/v2/ux-blocks', { slug }, uxBlockListSchema);
    return blocks?.find((block) => block.slug === slug) ?? null;
  });
}
