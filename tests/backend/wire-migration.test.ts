// Migration 0003_wire brings a database seeded before it to what the seed writes now. Its data
// statements are run here over rows shaped the old way (the tables themselves come from migrating).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../backend/db/client';
import { category, product, warehouse } from '../../backend/db/schema';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';

const dataStatements = readFileSync(path.join(migrationsFolder, '0003_wire.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter((s) => /^(--[^\n]*\n)*\s*(UPDATE|WITH RECURSIVE)/.test(s));

describe.each(backendKinds)('wire migration (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const db = database.db;
    await db.insert(category).values([
      { id: 1, slug: 'frutta-e-verdura', name: 'Frutta e verdura', depth: 1 },
      { id: 2, parentId: 1, slug: 'frutta', name: 'Frutta', depth: 2 },
      { id: 3, parentId: 2, slug: 'mele-e-pere', name: 'Mele e pere', depth: 3 },
    ]);
    const base = { categoryId: 3, priceCents: 100, picture: 'x' };
    await db.insert(product).values([
      {
        ...base,
        id: 1,
        code: '1',
        slug: 'a',
        name: 'Mele',
        barcode: '1',
        kind: 'Sfuso',
        packDescr: 'AL KG',
        infos: { WEIGHT_SELLING: '500', WEIGHT_UNIT_SELLING: 'gr' },
      },
      {
        ...base,
        id: 2,
        code: '2',
        slug: 'b',
        name: 'Yogurt',
        barcode: '2',
        kind: 'Confezione',
        packDescr: 'GR. 125 X 4',
        infos: { QTY_MULT: '1' },
      },
      { ...base, id: 3, code: '3', slug: 'c', name: 'Acqua', barcode: '3', kind: 'Pezzo', packDescr: 'LT. 1,5', infos: {} },
      { ...base, id: 4, code: '4', slug: 'd', name: 'Vino', barcode: '4', kind: 'Pezzo', packDescr: 'CL. 75', infos: {} },
      { ...base, id: 5, code: '5', slug: 'e', name: 'Spugna', barcode: '5', kind: 'Pezzo', packDescr: null, infos: {} },
    ]);
    const store = {
      address1: 'Via',
      city: 'Padova',
      province: 'PD',
      postalcode: '35100',
      region: 'Veneto',
      latitude: 45,
      longitude: 11,
      services: [1],
    };
    await db.insert(warehouse).values([
      // 1 = Monday ... 7 = Sunday, as the seed wrote them before
      {
        ...store,
        id: 1,
        slug: 'old',
        name: "Spesa Treviso Sant'Antonino",
        hours: [
          { beginWeekDay: 1, beginHour: '08:00', endHour: '20:00' },
          { beginWeekDay: 7, beginHour: '09:00', endHour: '13:00' },
        ],
      },
      { ...store, id: 2, slug: 'older', name: 'Spesa Città', hours: [] },
    ]);
    for (const statement of dataStatements) await db.execute(sql.raw(statement));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('turns category slugs into paths from the top', async () => {
    const rows = await database.db.select({ slug: category.slug }).from(category).orderBy(asc(category.id));
    expect(rows.map((r) => r.slug)).toEqual(['frutta-e-verdura', 'frutta-e-verdura/frutta', 'frutta-e-verdura/frutta/mele-e-pere']);
  });

  it('gives every product its selling weight from the pack size, units upper case', async () => {
    const rows = await database.db.select({ infos: product.infos }).from(product).orderBy(asc(product.id));
    expect(rows.map((r) => [r.infos.WEIGHT_SELLING, r.infos.WEIGHT_UNIT_SELLING])).toEqual([
      ['500', 'GR'],
      ['500', 'GR'],
      ['1500', 'ML'],
      ['750', 'ML'],
      ['1', 'PZ'],
    ]);
    expect(rows[1].infos.QTY_MULT).toBe('1');
  });

  it('slugs stores by name and counts weekdays from Sunday', async () => {
    const [treviso] = await database.db.select().from(warehouse).where(eq(warehouse.id, 1));
    expect(treviso.slug).toBe('spesa-treviso-sant-antonino');
    expect(treviso.hours.map((h) => h.beginWeekDay)).toEqual([2, 1]);
    const [citta] = await database.db.select().from(warehouse).where(eq(warehouse.id, 2));
    expect(citta.slug).toBe('spesa-citta');
    expect(citta.hours).toEqual([]);
  });
});
