// The content API: WordPress-shaped pages and menus, not wrapped in the eBSN envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuSchema, pageListSchema } from '~/cms/schemas';
import { call, testApp } from './helpers/app';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';
import { insertFixtures } from './helpers/fixtures';

describe.each(backendKinds)('content API (%s)', (kind) => {
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertFixtures(database.db);
    app = testApp(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('answers a page by slug', async () => {
    const answer = await call(app, '/p/wp-json/wp/v2/pages?slug=privacy-policy');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-ebsn-account')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    const [page, ...rest] = pageListSchema.parse(answer.body);
    expect(rest).toEqual([]);
    expect(page).toMatchObject({
      id: 1,
      slug: 'privacy-policy',
      link: '/page/privacy-policy',
      title: { rendered: 'Privacy policy' },
      content: { rendered: '<h2>Informativa</h2><p>I tuoi dati sono al sicuro.</p>' },
      meta: { seo_title: 'Privacy | Spesa', seo_description: 'Come trattiamo i dati' },
    });
    expect(page.excerpt?.rendered).toBe('<p>Informativa I tuoi dati sono al sicuro.</p>\n');
    expect(page.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    const contatti = pageListSchema.parse((await call(app, '/p/wp-json/wp/v2/pages?slug=contatti')).body);
    expect(contatti[0].testo_validit).toBe('Valido dal 1 gennaio');
  });

  it('answers an empty array for an unknown slug, as WordPress does', async () => {
    const answer = await call(app, '/p/wp-json/wp/v2/pages?slug=non-esiste');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });

  it('lists pages with WordPress paging headers', async () => {
    const first = await call(app, '/p/wp-json/wp/v2/pages?per_page=2');
    expect(pageListSchema.parse(first.body).map((p) => p.slug)).toEqual(['privacy-policy', 'contatti']);
    expect(first.headers.get('x-wp-total')).toBe('3');
    expect(first.headers.get('x-wp-totalpages')).toBe('2');
    const second = await call(app, '/p/wp-json/wp/v2/pages?per_page=2&page=2');
    expect(pageListSchema.parse(second.body).map((p) => p.slug)).toEqual(['condizioni-vendita']);
    const beyond = await call(app, '/p/wp-json/wp/v2/pages?per_page=2&page=5');
    expect(beyond.status).toBe(400);
    expect(beyond.body.code).toBe('rest_post_invalid_page_number');
  });

  it('rejects bad paging in WordPress error shape', async () => {
    const answer = await call(app, '/p/wp-json/wp/v2/pages?per_page=1000');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    expect(answer.body.message).toMatch(/per_page/);
  });

  it('answers a menu with nested children in order', async () => {
    const answer = await call(app, '/p/wp-json/menu-locations/footer');
    expect(answer.status).toBe(200);
    const menu = menuSchema.parse(answer.body);
    expect(menu.map((l) => l.title)).toEqual(['Azienda', 'Aiuto']);
    expect(menu[0].children?.map((l) => [l.title, l.url, l.target])).toEqual([
      ['Privacy', '/page/privacy-policy', '_blank'],
      ['Contatti', '/page/contatti', ''],
    ]);
    expect(menu[1].children).toBeUndefined();
    expect(menuSchema.parse((await call(app, '/p/wp-json/menu-locations/nowhere')).body)).toEqual([]);
  });

  it('answers unknown content routes with a WordPress 404', async () => {
    const answer = await call(app, '/p/wp-json/wp/v2/nothing');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  });
});
