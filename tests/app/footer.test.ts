import { describe, expect, it } from 'vitest';
import { footerLinks } from '~/lib/footer.server';

describe('footerLinks', () => {
  const menu = [
    {
      ID: 1,
      title: 'Servizi',
      url: '#',
      target: '',
      classes: '',
      children: [
        { ID: 2, title: 'Come funziona', url: '/page/come-funziona', target: '', classes: 'x' },
        { ID: 3, title: 'Domande frequenti', url: '/faq', target: '', classes: '' },
        { ID: 4, title: 'Blog', url: 'https://example.com/blog', target: '_self', classes: '' },
      ],
    },
  ];

  it('keeps titles, URLs and a target, and drops same-host links no route serves', () => {
    expect(footerLinks(menu)).toEqual([
      {
        ID: 1,
        title: 'Servizi',
        url: '#',
        children: [
          { ID: 2, title: 'Come funziona', url: '/page/come-funziona' },
          { ID: 4, title: 'Blog', url: 'https://example.com/blog', target: '_self' },
        ],
      },
    ]);
  });
});
