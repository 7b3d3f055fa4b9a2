// Sitemaps: an index pointing at one file for the catalogue structure and pages, and product files
// of PRODUCTS_PER_FILE each (the backend pages products at most 200 at a time).
import type { ApiContext } from '~/ebsn/client.server';
import { env } from './env.server';

export const PRODUCTS_PER_FILE = 200;

export function originOf(request: Request): string {
  return env.publicUrl ?? new URL(request.url).origin;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function urlset(urls: string[]): Response {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `  <url><loc>${escape(u)}</loc></url>`).join('\n')}\n</urlset>\n`;
  return xml(body);
}

export function sitemapIndex(urls: string[]): Response {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `  <sitemap><loc>${escape(u)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
  return xml(body);
}

function xml(body: string): Response {
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}

export type { ApiContext };
