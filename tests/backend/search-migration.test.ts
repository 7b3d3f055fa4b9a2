// Migration 0001_search: extensions, the immutable unaccent wrapper, and the triggers that keep the
// search columns and the search_word lexicon current for every writer.
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, product, vendor } from '../../backend/db/schema';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';

describe.each(backendKinds)('search migration (%s)', (kind) => {
  let database: TestDatabase;
  const rows = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const words = async () => (await rows<{ word: string }>(sql`select word from search_word order by word`)).map((r) => r.word);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(vendor).values({ id: 1, name: 'Caseificio Sòrrentino' });
    await database.db.insert(category).values({ id: 1, slug: 'latticini', name: 'Latticini' });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('creates the four extensions and an immutable f_unaccent', async () => {
    const extensions = await rows<{ extname: string }>(sql`select extname from pg_extension order by extname`);
    expect(extensions.map((e) => e.extname)).toEqual(expect.arrayContaining(['cube', 'earthdistance', 'pg_trgm', 'unaccent']));
    const [fn] = await rows<{ provolatile: string }>(sql`select provolatile from pg_proc where proname = 'f_unaccent'`);
    expect(fn.provolatile).toBe('i');
    const [r] = await rows<{ v: string }>(sql`select f_unaccent('Caffè Perù') as v`);
    expect(r.v).toBe('Caffe Peru');
  });

  it('fills search_doc with weighted stems and search_text with unaccented name and brand', async () => {
    await database.db.insert(product).values({
      id: 1,
      code: '1',
      slug: 'mozzarella',
      name: 'Mozzarella di Bufala',
      shortDescr: 'Campana DOP',
      packDescr: 'GR. 250',
      barcode: '8000000000001',
      vendorId: 1,
      categoryId: 1,
      kind: 'Pezzo',
      infos: {},
      priceCents: 100,
      picture: 'p',
    });
    const [p] = await rows<{ doc: string; text: string }>(
      sql`select search_doc::text as doc, search_text as text from product where id = 1`,
    );
    expect(p.doc).toContain("'mozzarell':1A");
    expect(p.doc).toContain("'sorrentin'");
    expect(p.doc).toMatch(/'sorrentin':\d+B/);
    expect(p.doc).toMatch(/'campan':\d+C/);
    expect(p.doc).toMatch(/'latticin':\d+C/);
    expect(p.text).toBe('mozzarella di bufala caseificio sorrentino');
    expect(await words()).toEqual(['bufala', 'caseificio', 'latticini', 'mozzarella', 'sorrentino']);
  });

  it('adds the words of a whole batch inserted in one statement', async () => {
    // a brand and a category of their own: the renames below then rewrite one product's words, not
    // two thousand (on PGlite that rewrite alone took 40 s of the run)
    await database.db.insert(vendor).values({ id: 2, name: 'Fattoria Nordica' });
    await database.db.insert(category).values({ id: 2, slug: 'caseari-vari', name: 'Caseari vari' });
    await database.db.execute(sql`
      insert into product (id, code, slug, name, barcode, vendor_id, category_id, kind, infos, price_cents, picture)
      select g, g::text, 'p-' || g, 'Prodotto ' || (array['Stracchino','Ricotta','Burrata'])[1 + g % 3] || ' numero',
             lpad(g::text, 13, '0'), 2, 2, 'Pezzo', '{}'::jsonb, 100, 'p'
      from generate_series(100, 2099) g`);
    const lexicon = await words();
    expect(lexicon).toEqual(expect.arrayContaining(['burrata', 'numero', 'prodotto', 'ricotta', 'stracchino']));
    const [f] = await rows<{ frequency: number }>(sql`select frequency from search_word where word = 'prodotto'`);
    expect(Number(f.frequency)).toBe(2000);
  });

  it('follows renames of products, brands and categories', async () => {
    await database.db.update(product).set({ name: 'Mozzarella Affumicata' }).where(eq(product.id, 1));
    await database.db.update(vendor).set({ name: 'Latteria Veneta' }).where(eq(vendor.id, 1));
    await database.db.update(category).set({ name: 'Formaggi freschi' }).where(eq(category.id, 1));
    const lexicon = await words();
    expect(lexicon).toEqual(expect.arrayContaining(['affumicata', 'latteria', 'veneta', 'formaggi', 'freschi']));
    const [p] = await rows<{ doc: string; text: string }>(
      sql`select search_doc::text as doc, search_text as text from product where id = 1`,
    );
    expect(p.doc).toMatch(/'affumic':\d+A/);
    expect(p.doc).toMatch(/'vent':\d+B|'venet':\d+B/);
    expect(p.doc).toMatch(/'fresc':\d+C/);
    expect(p.text).toBe('mozzarella affumicata latteria veneta');
  });

  it('rebuilds the lexicon exactly with refresh_search_words()', async () => {
    await database.db.execute(sql`delete from product where id >= 100`);
    await database.db.execute(sql`delete from vendor where id = 2`);
    await database.db.execute(sql`delete from category where id = 2`);
    await database.db.execute(sql`select refresh_search_words()`);
    const lexicon = await words();
    expect(lexicon).not.toContain('stracchino');
    expect(lexicon).not.toContain('sorrentino');
    expect(lexicon).toEqual(['affumicata', 'formaggi', 'freschi', 'latteria', 'mozzarella', 'veneta']);
  });
});
