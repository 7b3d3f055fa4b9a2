// Links, pictures and colours from the content and commerce APIs (banners, footer menu, disclaimers)
// reach the page only when they are what they claim: http(s), relative, mailto: or tel: links,
// colours that are colours (issue 9). The hostile content comes from the APIs themselves, via msw.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCatalogCache } from '~/lib/cache.server';
import { parseColor, safeColor } from '~/routes/_index/contrast';
import { pictureUrl } from '~/lib/format';
import { contentLink, sanitizeContent } from '~/lib/html.server';
import { safeLinkUrl } from '~/lib/links';
import { videoSource } from '~/lib/video';
import { unpack } from '~/lib/packed';
import { loader as homeLoader } from '~/routes/_index/route';
import { loader as registrationLoader } from '~/routes/registration-user/route';
import { loader as rootLoader } from '~/root';
import { disclaimers } from '../mocks/account';
import { EBSN, envelope } from '../mocks/handlers';
import { args, get, payload } from './account-helpers';
import { server, useMsw } from './msw';

useMsw();
beforeEach(() => clearCatalogCache());

const HOSTILE_LINKS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'blob:https://shop.example/x',
  'http://[::1',
];
const GOOD_LINKS = [
  '/category/frutta',
  'https://example.com/promo?a=1',
  'http://example.com',
  'mailto:aiuto@spesa.example',
  'tel:+390212345',
  '#top',
  'promo',
];

const HOSTILE_COLOURS = [
  'red;background:url(https://evil.example/x)',
  '#fff;background-image:url(//evil.example)',
  'rgb(1, 2, 3);background:url(x)',
  'rgb(1,2,3) ; position:fixed',
  'expression(alert(1))',
  'url(javascript:alert(1))',
  '#12345g',
  'rgb(300, 0, 0)',
  'var(--x)',
];

describe('safeLinkUrl', () => {
  it('keeps http(s), relative, mailto: and tel: links as they are', () => {
    for (const url of GOOD_LINKS) expect(safeLinkUrl(url), url).toBe(url);
  });

  it('drops every other scheme, however it is written', () => {
    for (const url of [...HOSTILE_LINKS, '', '   ', null, undefined, 42]) expect(safeLinkUrl(url), JSON.stringify(url)).toBeNull();
  });

  it('lets pictures be http(s) or relative only', () => {
    expect(pictureUrl('/photo/banana.svg')).toBe('/photo/banana.svg');
    expect(pictureUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    for (const url of ['javascript:alert(1)', 'mailto:a@b.it', 'data:image/svg+xml,<svg onload=alert(1)>'])
      expect(pictureUrl(url), url).toBeUndefined();
  });
});

describe('safeColor', () => {
  it('keeps hex and rgb() colours', () => {
    for (const colour of ['#fff', '#FDE68A', '#1d4f91cc', 'rgb(29, 79, 145)', 'rgba(1, 2, 3, 0.5)', 'rgb(1 2 3 / 50%)'])
      expect(safeColor(colour), colour).toBe(colour.trim().toLowerCase());
  });

  it('drops anything that is more (or less) than a colour', () => {
    for (const colour of HOSTILE_COLOURS) {
      expect(safeColor(colour), colour).toBeNull();
      expect(parseColor(colour), colour).toBeNull();
    }
  });
});

describe('hostile content from the APIs', () => {
  it('the home banners keep only safe links, pictures and colours', async () => {
    const proposals = [
      ...HOSTILE_LINKS.map((link, i) => ({
        proposalId: i + 1,
        name: `Cattivo ${i}`,
        link,
        img: link,
        bgColor: HOSTILE_COLOURS[i % HOSTILE_COLOURS.length],
      })),
      ...GOOD_LINKS.map((link, i) => ({ proposalId: 100 + i, name: `Buono ${i}`, link, img: '/photo/banana.svg', bgColor: '#fde68a' })),
    ];
    server.use(
      http.get(`${EBSN}/ebsn/api/category`, () =>
        HttpResponse.json(
          envelope({
            category: {
              categoryId: 1,
              name: 'Home',
              slug: 'home-2022',
              categoryBlocks: [{ categoryBlockId: 1, templateBlock: { codInt: 'banner' }, title: 'Offerte', proposals }],
            },
          }),
        ),
      ),
    );
    const page = unpack<any>(payload<any>(await homeLoader(args(get('/')))));
    const shown = page.blocks[0].proposals as Array<{ name: string; link?: string; img?: string; bgColor: string; textColor: string }>;
    for (const p of shown.filter((p) => p.name.startsWith('Cattivo'))) {
      expect(p.link, p.name).toBeUndefined();
      expect(p.img, p.name).toBeUndefined();
      expect(p.bgColor, p.name).toBe('#1d4f91');
      expect(p.textColor).toMatch(/^#(000000|ffffff)$/);
    }
    expect(shown.filter((p) => p.name.startsWith('Buono')).map((p) => p.link)).toEqual(GOOD_LINKS);
    expect(shown.find((p) => p.name === 'Buono 0')?.bgColor).toBe('#fde68a');
  });

  it('the footer menu leaves out links with another scheme', async () => {
    server.use(
      http.get(`${EBSN}/p/wp-json/menu-locations/:location`, () =>
        HttpResponse.json([
          {
            ID: 1,
            title: 'Informazioni',
            url: '#',
            children: [
              ...HOSTILE_LINKS.map((url, i) => ({ ID: 10 + i, title: `Cattivo ${i}`, url })),
              { ID: 2, title: 'Blog', url: 'https://example.com/blog' },
              { ID: 3, title: 'Scrivici', url: 'mailto:aiuto@spesa.example' },
              { ID: 4, title: 'Chiamaci', url: 'tel:+390212345' },
            ],
          },
        ]),
      ),
    );
    const root = payload<any>(await rootLoader(args(get('/'))));
    expect(root.footer[0].children.map((l: { title: string }) => l.title)).toEqual(['Blog', 'Scrivici', 'Chiamaci']);
  });

  it('a disclaimer’s link with another scheme is not shown', async () => {
    server.use(
      http.get(`${EBSN}/ebsn/api/registration-disclaimer/list`, () =>
        HttpResponse.json(
          envelope({
            registrationDisclaimers: [
              { ...disclaimers[0], disclaimerUrl: 'javascript:alert(document.cookie)' },
              { ...disclaimers[1], disclaimerUrl: 'mailto:privacy@spesa.example' },
            ],
          }),
        ),
      ),
    );
    const page = payload<any>(await registrationLoader(args(get('/registration-user'))));
    expect(page.consents.map((c: { url: string | null }) => c.url)).toEqual([null, 'mailto:privacy@spesa.example']);
  });
});

describe('links of content HTML (issue 27 §1)', () => {
  const HOSTS = ['shop.example', 'cms.example:8080'];
  const html = (body: string) => sanitizeContent(body, HOSTS);

  it('keeps links to the shop in the shop, relative, without a new tab', () => {
    expect(contentLink('https://shop.example/page/chi-siamo?x=1#a', HOSTS)).toEqual({ href: '/page/chi-siamo?x=1#a', external: false });
    expect(contentLink('http://cms.example:8080/ricette/torta', HOSTS)).toEqual({ href: '/ricette/torta', external: false });
    expect(contentLink('/faq#faq-orari', HOSTS)).toEqual({ href: '/faq#faq-orari', external: false });
    expect(html('<a href="https://shop.example/faq" target="_blank">FAQ</a>')).toBe('<a href="/faq">FAQ</a>');
  });

  it('opens other hosts in a new tab that cannot reach back (noopener noreferrer)', () => {
    expect(html('<a href="https://example.org/x">fuori</a>')).toBe(
      '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">fuori</a>',
    );
    // a look-alike host is another host
    expect(contentLink('https://shop.example.evil.test/', HOSTS).external).toBe(true);
    expect(contentLink('//example.org/x', HOSTS)).toEqual({ href: 'https://example.org/x', external: true });
    // mailto and tel stay as they are; a hostile scheme does not survive the sanitizer
    expect(html('<a href="mailto:aiuto@spesa.example">scrivi</a>')).toBe('<a href="mailto:aiuto@spesa.example">scrivi</a>');
    expect(html('<a href="javascript:alert(1)" rel="opener">x</a>')).toBe('<a>x</a>');
  });

  it('turns video links into the shop’s video page, named by the link’s words', () => {
    expect(html('<a href="https://youtu.be/dQw4w9WgXcQ">Come si fa <b>il ragù</b></a>')).toBe(
      '<a href="/video?src=https%3A%2F%2Fyoutu.be%2FdQw4w9WgXcQ&amp;title=Come%20si%20fa%20il%20rag%C3%B9">Come si fa <b>il ragù</b></a>',
    );
    expect(contentLink('https://vimeo.com/76979871', HOSTS).href).toBe('/video?src=https%3A%2F%2Fvimeo.com%2F76979871');
    expect(contentLink('https://shop.example/media/spot.mp4', HOSTS).href).toBe('/video?src=%2Fmedia%2Fspot.mp4');
    // an .mp4 elsewhere is not one of the shop's videos: a plain external link
    expect(contentLink('https://example.org/spot.mp4', HOSTS)).toEqual({ href: 'https://example.org/spot.mp4', external: true });
  });

  it('plays only allow-listed videos', () => {
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(videoSource('https://player.vimeo.com/video/76979871')).toEqual({
      kind: 'embed',
      src: 'https://player.vimeo.com/video/76979871',
    });
    expect(videoSource('/media/spot.mp4')).toEqual({ kind: 'file', src: '/media/spot.mp4' });
    for (const hostile of [
      'https://evil.example/embed.mp4',
      'https://www.youtube.com/watch?v=x"onload=1',
      'https://www.youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
      'https://user@www.youtube.com/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)//.mp4',
      '//evil.example/a.mp4',
      '/../../etc/passwd.mp4',
      '/media/a.mp4\\x',
      'https://vimeo.com/abc',
    ])
      expect(videoSource(hostile), hostile).toBeNull();
  });
});
