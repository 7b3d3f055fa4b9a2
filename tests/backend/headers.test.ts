// The backend's answers are never sniffed as another type nor framed, errors included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, testApp } from './helpers/app';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { insertFixtures } from './helpers/fixtures';

describe('backend response headers', () => {
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await insertFixtures(database.db);
    app = testApp(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it.each([
    ['a catalogue read', '/ebsn/api/category'],
    ['a refused query', '/ebsn/api/products?page=abc'],
    ['an unknown API path', '/ebsn/api/nothing-here'],
    ['a content read', '/p/wp-json/menu-locations/footer'],
    ['an unknown path', '/nothing-here'],
    ['the health check', '/health'],
  ])('%s says nosniff and DENY', async (_, path) => {
    const answer = await call(app, path);
    expect(answer.headers.get('X-Content-Type-Options'), `${path} ${answer.status}`).toBe('nosniff');
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
  });
});
