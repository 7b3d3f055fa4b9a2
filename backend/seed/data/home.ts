// The home page ('home-2022') as content blocks, and the other content categories loaded by slug.
import type { CategorySeed } from '../categories';

export type BlockSeed = {
  template: 'banner' | 'product-row' | 'html' | 'links';
  title: string | null;
  body: string | null;
  proposals: Array<{ name: string; descr?: string; img?: string; link?: string; bgColor?: string }> | null;
  productQuery: Record<string, string> | null;
};

export const CONTENT_CATEGORIES = [
  { slug: 'home-2022', name: 'Home', title: 'Spesa - La spesa online a casa tua, in negozio o al locker', description: 'Fai la spesa online con Spesa: prodotti freschi, offerte ogni settimana, consegna a casa, ritiro Drive e locker in Veneto ed Emilia Romagna.' },
  { slug: 'timeslot-selector', name: 'Scelta fascia oraria', title: null, description: null },
  { slug: 'service-selector', name: 'Scelta servizio', title: null, description: null },
] as const;

// Pictures the banners and service tiles name; kept in the picture table with the product ones.
export const BANNER_PICTURES = ['red-apple', 'delivery-truck', 'cheese-wedge', 'convenience-store', 'motor-boat', 'wrapped-gift', 'label'];

/** top: the top-level catalogue categories, with their ids */
export function homeBlocks(top: Array<CategorySeed & { id: number }>, featuredTopSlug: string): BlockSeed[] {
  const featured = top.find((c) => c.slug === featuredTopSlug) ?? top[0];
  return [
    {
      template: 'banner',
      title: null,
      body: null,
      proposals: [
        { name: 'Frutta e verdura di stagione', descr: 'Ogni mattina dai campi del Veneto e della Romagna', img: 'red-apple', link: '/category/frutta-e-verdura/frutta', bgColor: '#fde68a' },
        { name: 'La spesa a casa tua', descr: 'Scegli la fascia oraria che preferisci: consegniamo anche in barca a Venezia', img: 'delivery-truck', link: '/page/come-funziona', bgColor: '#bfdbfe' },
        { name: 'Mozzarella di bufala DOP', descr: 'Filata ogni giorno, dalla Campania alla tua tavola', img: 'cheese-wedge', link: '/search?q=mozzarella', bgColor: '#fecaca' },
      ],
      productQuery: null,
    },
    { template: 'product-row', title: 'Offerte della settimana', body: null, proposals: null, productQuery: { promo: 'true', page_size: '12' } },
    {
      template: 'links',
      title: 'I nostri reparti',
      body: null,
      proposals: top.map((c) => ({ name: c.name, img: c.picture, link: `/category/${c.slug}` })),
      productQuery: null,
    },
    { template: 'product-row', title: 'Novità', body: null, proposals: null, productQuery: { new_product: 'true', page_size: '12' } },
    {
      template: 'product-row',
      title: featured.name,
      body: null,
      proposals: null,
      productQuery: { parent_category_id: String(featured.id), page_size: '12' },
    },
    {
      template: 'html',
      title: 'Come vuoi ricevere la tua spesa?',
      body:
        '<p><strong>Consegna a casa</strong>: i nostri furgoni refrigerati portano la spesa alla tua porta, nella fascia oraria che scegli tu, in tutte le province servite di Veneto ed Emilia Romagna.</p>' +
        '<p><strong>Drive</strong>: ordina online e ritira la spesa già pronta nel tuo negozio Spesa, senza code e senza costi aggiuntivi.</p>' +
        '<p><strong>Locker</strong>: ritira quando vuoi nei nostri armadietti refrigerati di Padova e Bologna, con il codice che ti inviamo via e-mail.</p>' +
        '<p><a href="/page/come-funziona">Scopri come funziona</a></p>',
      proposals: null,
      productQuery: null,
    },
  ];
}
