// The first-shop welcome's cookie (`spesa_welcome`: when the shopper last closed it) and the welcome
// as the shell shows it, from the content API's ux-block `first-shop-welcome`, sanitised.
import { createCookie } from '@remix-run/node';
import { z } from 'zod';
import { getUxBlock } from '~/cms/client.server';
import type { ApiContext } from '~/ebsn/client.server';
import { cookieOptions } from './cookies.server';
import { safeHtml } from './html.server';
import { safeLinkUrl } from './links';
import { log } from './log.server';

export const WELCOME_BLOCK = 'first-shop-welcome';

// longer than the 30 days: the date inside decides when it comes back
const welcomeCookie = createCookie('spesa_welcome', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: cookieOptions.secure,
  maxAge: 400 * 24 * 60 * 60,
});

export async function readWelcomeClosed(request: Request): Promise<string | null> {
  try {
    const value = z
      .string()
      .datetime()
      .safeParse(await welcomeCookie.parse(request.headers.get('Cookie')));
    return value.success ? value.data : null;
  } catch {
    return null;
  }
}

export function welcomeClosedCookie(now = new Date()): Promise<string> {
  return welcomeCookie.serialize(now.toISOString());
}

export type WelcomeView = {
  title: string;
  description: string | null;
  html: string;
  button: { text: string; url: string } | null;
  image: { url: string; alt: string } | null;
};

/** WordPress's rendered title as text: tags dropped, its entities read (React escapes it again). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const PICTURE_SCHEMES = new Set(['http:', 'https:']);

/** The welcome's content, or null: none published, or the content API failed (ignored, spec §8). */
export async function loadWelcome(api: ApiContext): Promise<WelcomeView | null> {
  try {
    const block = await getUxBlock(api, WELCOME_BLOCK);
    if (!block) return null;
    const buttonUrl = block.meta?.button_link ? safeLinkUrl(block.meta.button_link) : null;
    const imageUrl = block.meta?.footer_image?.url ? safeLinkUrl(block.meta.footer_image.url, PICTURE_SCHEMES) : null;
    return {
      // titles come as WordPress renders them: text only
      title: plainText(block.title.rendered),
      description: block.meta?.description || null,
      html: safeHtml(block.content.rendered),
      button: buttonUrl && block.meta?.button_text ? { text: block.meta.button_text, url: buttonUrl } : null,
      image: imageUrl ? { url: imageUrl, alt: block.meta?.footer_image?.alt ?? '' } : null,
    };
  } catch (error) {
    log.warn({ err: (error as Error).message }, 'first-shop welcome not loaded');
    return null;
  }
}
