// HTML from the content and commerce APIs is made safe before it reaches the page, once, where it
// enters the storefront. Its links are settled here too (issue 27 §1): a link to the shop's own host
// stays in the shop (made relative), a link elsewhere opens in a new tab without handing over the
// page (noopener noreferrer), and a video link (YouTube, Vimeo, an .mp4 of the shop) leads to the
// shop's video page, which plays it from an allow-listed host only.
import sanitizeHtml from 'sanitize-html';
import { env } from './env.server';
import { videoPagePath, videoSource } from './video';

/** The hosts whose links are the shop's own: the public URL's and the content API's. */
function ownHosts(): string[] {
  const hosts: string[] = [];
  for (const url of [env.publicUrl, env.cmsUrl]) {
    try {
      if (url) hosts.push(new URL(url).host.toLowerCase());
    } catch {
      // a malformed setting names no host
    }
  }
  return hosts;
}

export type ContentLink = { href: string; external: boolean };

/**
 * Where a link of the content goes: relative for the shop's own host, a new tab for another host,
 * the video page for a video. `href` has passed the sanitizer's scheme check already.
 */
export function contentLink(href: string, shopHosts: readonly string[], text = ''): ContentLink {
  const trimmed = href.trim();
  let url: URL;
  try {
    url = new URL(trimmed, 'https://page.invalid/');
  } catch {
    return { href: trimmed, external: false };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { href: trimmed, external: false };
  const relative = url.host === 'page.invalid' && !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !trimmed.startsWith('//');
  const own = relative || shopHosts.includes(url.host.toLowerCase());
  const target = relative ? trimmed : own ? `${url.pathname}${url.search}${url.hash}` : url.toString();
  if (videoSource(target)) return { href: videoPagePath(target, text), external: false };
  return { href: target, external: !own };
}

function linkTransform(hosts: readonly string[]): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const { target: _target, rel: _rel, href, ...rest } = attribs;
    if (!href) return { tagName, attribs: rest };
    const link = contentLink(href, hosts);
    return {
      tagName,
      attribs: link.external ? { ...rest, href: link.href, target: '_blank', rel: 'noopener noreferrer' } : { ...rest, href: link.href },
    };
  };
}

function options(hosts: readonly string[]): sanitizeHtml.IOptions {
  return {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2', 'figure', 'figcaption']),
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      '*': ['id', 'class'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // headings of content start below the page's own h1
    transformTags: { h1: 'h2', a: linkTransform(hosts) },
  };
}

/** A video link's page named after the link's own words, which the sanitizer has made plain. */
function titleVideoLinks(html: string): string {
  return html.replace(/<a href="(\/video\?src=[^"]*)"([^>]*)>([\s\S]*?)<\/a>/g, (whole, href: string, rest: string, inner: string) => {
    const text = inner
      .replace(/<[^>]*>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
      .trim();
    if (!text || href.includes('&amp;title=')) return whole;
    return `<a href="${href}&amp;title=${encodeURIComponent(text.slice(0, 200))}"${rest}>${inner}</a>`;
  });
}

/** `html` made safe, its links settled as the shop's, another host's or a video (see above). */
export function sanitizeContent(html: string, hosts: readonly string[]): string {
  return titleVideoLinks(sanitizeHtml(html, options(hosts)));
}

// The same catalogue and content texts come back on every request (the catalogue cache holds them):
// sanitize each once. Bounded, oldest out first.
const sanitized = new Map<string, string>();
const SANITIZED_MAX = 500;

export function safeHtml(html: string | null | undefined): string {
  if (!html) return '';
  let safe = sanitized.get(html);
  if (safe === undefined) {
    safe = sanitizeContent(html, ownHosts());
    if (sanitized.size >= SANITIZED_MAX) sanitized.delete(sanitized.keys().next().value!);
    sanitized.set(html, safe);
  }
  return safe;
}
