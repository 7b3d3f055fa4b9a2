import { describe, expect, it } from 'vitest';
import { preloadImage, routeHeaders } from '~/lib/headers';

describe('preloadImage', () => {
  it('announces a picture of the shop or an https one as a high-priority preload', () => {
    expect(preloadImage('/photo/banana.svg')).toEqual({ Link: '</photo/banana.svg>; rel=preload; as=image; fetchpriority=high' });
    expect(preloadImage('https://cdn.example.com/a.jpg').Link).toContain('<https://cdn.example.com/a.jpg>');
  });

  it('announces nothing it cannot carry safely in a header', () => {
    for (const url of [
      undefined,
      null,
      '',
      '//evil.example/x.png',
      'http://plain.example/x.png',
      '/a>b.png',
      '/a b.png',
      '/a,b.png',
      'javascript:alert(1)',
    ])
      expect(preloadImage(url), String(url)).toEqual({});
  });

  it("passes a page's own Link header to the document, not its parent's", () => {
    const own = new Headers(preloadImage('/photo/banana.svg'));
    const parent = new Headers({ Link: '</other.png>; rel=preload; as=image' });
    const args = { loaderHeaders: own, parentHeaders: parent, errorHeaders: undefined, actionHeaders: new Headers() };
    expect((routeHeaders(args) as Headers).get('Link')).toBe('</photo/banana.svg>; rel=preload; as=image; fetchpriority=high');
    const none = { ...args, loaderHeaders: new Headers() };
    expect((routeHeaders(none) as Headers).get('Link')).toBeNull();
  });
});
