// GET /photo/{name}.svg: product and banner pictures from the picture table. Names never change
// content (a new picture gets a new name), so browsers and proxies may keep them for a year.
import { inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Deps } from '../ebsn/context';
import { picture } from '../db/schema';

const NAME = /^[\w.-]{1,200}\.svg$/;

export function photoRoutes(deps: Deps) {
  return new Hono().get('/photo/:name', async (c) => {
    const name = c.req.param('name');
    if (!NAME.test(name)) return c.text('Not found', 404);
    // Stored names may or may not carry the extension; accept both.
    const candidates = [name.replace(/\.svg$/, ''), name];
    const found = await deps.db.select().from(picture).where(inArray(picture.name, candidates));
    const row = found.find((p) => p.name === candidates[0]) ?? found[0];
    if (!row) return c.text('Not found', 404);
    return c.body(row.body, 200, {
      'Content-Type': row.contentType.startsWith('image/svg') ? 'image/svg+xml' : row.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened directly must not run scripts in our origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
}
