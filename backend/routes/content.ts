// The content API subset the storefront reads, under /p/wp-json. Plain WordPress JSON, not the eBSN
// envelope; errors follow WordPress's { code, message, data: { status } } shape.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { menuAt } from '../content/menus';
import { findPages } from '../content/pages';
import type { Deps } from '../ebsn/context';
import { italianValidationMessages } from '../ebsn/envelope';
import { intParam, safeText, single } from '../ebsn/validation';

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

function wpError(c: Context, status: 400 | 404, code: string, message: string) {
  return c.json({ code, message, data: { status } }, status);
}

export function contentRoutes(deps: Deps) {
  const cache = `public, max-age=${deps.config.catalogMaxAgeSeconds}`;
  return new Hono()
    .get('/wp/v2/pages', async (c) => {
      const parsed = pagesQuery.safeParse(c.req.queries());
      if (!parsed.success) {
        return wpError(c, 400, 'rest_invalid_param', italianValidationMessages(parsed.error).join(' '));
      }
      const { slug, page = 1, per_page: perPage = 10 } = parsed.data;
      const { total, pages } = await findPages(deps.db, { slugs: slug, page, perPage });
      const totalPages = Math.ceil(total / perPage);
      if (page > 1 && page > totalPages) {
        return wpError(
          c,
          400,
          'rest_post_invalid_page_number',
          'Il numero di pagina richiesto è maggiore del numero di pagine disponibili.',
        );
      }
      c.header('X-WP-Total', String(total));
      c.header('X-WP-TotalPages', String(totalPages));
      c.header('Cache-Control', cache);
      return c.json(pages);
    })
    .get('/menu-locations/:location', async (c) => {
      const location = c.req.param('location');
      if (!LOCATION.test(location)) return wpError(c, 400, 'rest_invalid_param', 'Il parametro "location" non è valido.');
      // An unknown location is an empty menu: a missing footer menu must not break every page.
      const links = await menuAt(deps.db, location);
      c.header('Cache-Control', cache);
      return c.json(links);
    });
}
