import { describe, expect, it } from 'vitest';
import { footerLinks, legalLinks } from '~/lib/footer.server';

describe('footerLinks', () => {
  const menu = [
    {
      ID: 1,
      title: 'Servizi',
      url: '#',
      target: '',
      classes: '',
      children: [
        {
          ID: 2,
          title: 'Come funziona',
          url: '/page/come-funziona',
          target: '',
          classes: 'x  evidenza',
          children: [
            { ID: 5, title: 'Consegna', url: '/page/consegna', target: '_self', classes: '" onclick=x' },
            { ID: 6, title: 'Vecchia', url: '/vecchia-pagina', target: '', classes: '' },
          ],
        },
        { ID: 3, title: 'Domande frequenti', url: '/faq', target: '', classes: '' },
        { ID: 8, title: 'Offerte', url: '/volantino', target: '', classes: '' },
        { ID: 4, title: 'Blog', url: 'https://example.com/blog', target: '_self', classes: '' },
      ],
    },
  ];

  it('keeps titles, URLs, a target, class names and the links under a link, and drops same-host links no route serves', () => {
    expect(footerLinks(menu)).toEqual([
      {
        ID: 1,
        title: 'Servizi',
        url: '#',
        children: [
          {
            ID: 2,
            title: 'Come funziona',
            url: '/page/come-funziona',
            classes: 'x evidenza',
            children: [{ ID: 5, title: 'Consegna', url: '/page/consegna', target: '_self' }],
          },
          // a page of issue 27: served now
          { ID: 3, title: 'Domande frequenti', url: '/faq' },
          { ID: 4, title: 'Blog', url: 'https://example.com/blog', target: '_self' },
        ],
      },
    ]);
  });
});

describe('legalLinks', () => {
  it("the 'footer-legal' menu as one row: titles and URLs, same-host links no route serves left out", () => {
    const menu = [
      { ID: 7, title: 'Privacy policy', url: '/page/privacy-policy', target: '', classes: '' },
      { ID: 8, title: 'Cookie policy', url: '/page/cookie-policy', target: '', classes: '' },
      { ID: 9, title: 'Vecchia', url: '/vecchia-pagina', target: '', classes: '' },
    ];
    expect(legalLinks(menu)).toEqual([
      { ID: 7, title: 'Privacy policy', url: '/page/privacy-policy' },
      { ID: 8, title: 'Cookie policy', url: '/page/cookie-policy' },
    ]);
  });
});
