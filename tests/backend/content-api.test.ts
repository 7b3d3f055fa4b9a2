// The content API of issue 27 over the seeded content (backend/seed/content-api.ts): FAQ, recipes,
// site search, ux-blocks, slides, forms with their nonce, submission and upload, cookie choices;
// WordPress's paging headers and errors, and hostile input answered 400, never 500.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formNonce, nonceValid } from '../../backend/content/forms';
import { detectType, purgeStaleUploads } from '../../backend/content/uploads';
import { cookieConsent, emailOutbox, form, formSubmission, formUpload } from '../../backend/db/schema';
import { createSession } from '../../backend/ebsn/session';
import { seedContentApi } from '../../backend/seed/content-api';
import { FAQ_GROUPS, RECIPES } from '../../backend/seed/data/content-api';
import { call, formPost, silentLog, testApp } from './helpers/app';
import { backendKinds, openTestDatabase, type TestDatabase } from './helpers/database';
import { insertFixtures } from './helpers/fixtures';
import { defaultConfig } from '../../backend/config';

const SECRET = 'segreto-dei-moduli-di-prova-0123456789';
const CONTACT = 1;
const COMPLAINT = 2;
const FAQ_TOTAL = FAQ_GROUPS.reduce((n, g) => n + g.faqs.length, 0);

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);

function submit(formId: number, fields: Record<number, unknown>, options: { nonce?: string; extra?: Record<string, string> } = {}) {
  const formData = { id: formId, fields: Object.fromEntries(Object.entries(fields).map(([id, value]) => [id, { id: Number(id), value }])) };
  return formPost({
    action: 'nf_ajax_submit',
    security: options.nonce ?? formNonce(SECRET, formId),
    formData: JSON.stringify(formData),
    ...options.extra,
  });
}

function upload(formId: number, fieldId: number, file: Blob, name: string, nonce = formNonce(SECRET, formId)): RequestInit {
  const body = new FormData();
  body.set('action', 'nf_fu_upload');
  body.set('form_id', String(formId));
  body.set('field_id', String(fieldId));
  body.set('nonce', nonce);
  body.set(`files-${fieldId}`, file, name);
  return { method: 'POST', body };
}

const goodContact = {
  1: 'Anna Rossi',
  2: 'anna.rossi@example.it',
  3: '',
  4: 'consegna',
  5: 'La consegna di ieri è arrivata in ritardo.',
  6: '1',
};

/** a reCAPTCHA stand-in: 'buono' passes for the action 'contact' */
function verificationService(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const ok = new URLSearchParams(body).get('response') === 'buono';
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(ok ? { success: true, action: 'contact' } : { success: false }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/siteverify`, close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}

describe.each(backendKinds)('content API of issue 27 (%s)', (kind) => {
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>;
  let uploadDir: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertFixtures(database.db);
    await database.db.transaction((tx) => seedContentApi(tx));
    uploadDir = path.join(mkdtempSync(path.join(tmpdir(), 'spesa-uploads-')), 'uploads');
    app = testApp(database.db, { formNonceSecret: SECRET, uploadDir });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  describe('FAQ', () => {
    it('pages with X-WP-Total, X-WP-TotalPages and Link, sorted by group then order', async () => {
      const first = await call(app, '/p/wp-json/wp/v2/faq');
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('public, max-age=60');
      expect(first.headers.get('x-wp-total')).toBe(String(FAQ_TOTAL));
      expect(first.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(FAQ_TOTAL / 10)));
      expect(first.headers.get('link')).toBe('</p/wp-json/wp/v2/faq?page=2>; rel="next"');
      expect(first.body).toHaveLength(10);
      expect(first.body[0]).toMatchObject({
        slug: 'zone-servite',
        title: { rendered: 'In quali zone consegnate la spesa?' },
        menu_order: 1,
      });
      expect(first.body[0].content.rendered).toContain('<p>');
      const all = await call(app, '/p/wp-json/wp/v2/faq?per_page=100');
      expect(all.body.map((f: { slug: string }) => f.slug)).toEqual(FAQ_GROUPS.flatMap((g) => g.faqs.map((f) => f.slug)));
      expect(all.headers.get('link')).toBeNull();
      const second = await call(app, '/p/wp-json/wp/v2/faq?page=2&per_page=10');
      expect(second.headers.get('link')).toBe(
        '</p/wp-json/wp/v2/faq?page=1&per_page=10>; rel="prev", </p/wp-json/wp/v2/faq?page=3&per_page=10>; rel="next"',
      );
      const past = await call(app, '/p/wp-json/wp/v2/faq?page=9');
      expect(past.status).toBe(400);
      expect(past.body).toMatchObject({ code: 'rest_post_invalid_page_number', data: { status: 400 } });
    });

    it('filters by group and searches question and answer', async () => {
      const groups = await call(app, '/p/wp-json/wp/v2/faq_category?per_page=100');
      expect(groups.body.map((g: { slug: string; count: number; menu_order: number }) => [g.slug, g.count, g.menu_order])).toEqual(
        FAQ_GROUPS.map((g, i) => [g.slug, g.faqs.length, i + 1]),
      );
      expect(groups.body[0]).toMatchObject({ name: 'Consegna a casa', description: expect.any(String) });
      const payments = groups.body.find((g: { slug: string }) => g.slug === 'pagamenti');
      const inGroup = await call(app, `/p/wp-json/wp/v2/faq?faq_category=${payments.id}&per_page=100`);
      expect(inGroup.body.map((f: { faq_category: number[] }) => f.faq_category)).toEqual(Array(payments.count).fill([payments.id]));
      const lockers = await call(app, '/p/wp-json/wp/v2/faq?search=LOCKER&per_page=100');
      expect(lockers.body.length).toBeGreaterThan(1);
      for (const f of lockers.body) expect(`${f.title.rendered} ${f.content.rendered}`.toLowerCase()).toContain('locker');
      // a wildcard is a letter, not "everything"
      expect((await call(app, '/p/wp-json/wp/v2/faq?search=%25%25')).body).toEqual([]);
    });
  });

  describe('recipes', () => {
    it('answers the contract shape, by slug', async () => {
      const answer = await call(app, '/p/wp-json/wp/v2/recipe?slug=tiramisu');
      expect(answer.status).toBe(200);
      const [tiramisu] = answer.body;
      expect(tiramisu).toMatchObject({
        slug: 'tiramisu',
        title: { rendered: 'Tiramisù' },
        excerpt: { rendered: expect.stringContaining('Treviso') },
        content: { rendered: expect.stringContaining('<p>') },
        image: { url: '/photo/custard.svg', alt: 'Tiramisù', width: 512, height: 512 },
        course: [{ slug: 'dolci', name: 'Dolci', id: expect.any(Number) }],
        cuisine: [{ slug: 'veneta', name: 'Cucina veneta', id: expect.any(Number) }],
        prep_minutes: 30,
        cook_minutes: 0,
        servings: 6,
        difficulty: 'media',
      });
      // the test catalogue has no mascarpone (seed.test.ts checks the links in the demo world)
      expect(tiramisu.ingredients[0]).toEqual({ name: 'Mascarpone', quantity: '500 g', product_id: null });
      expect(tiramisu.steps.length).toBeGreaterThan(3);
    });

    it('filters by course, cuisine, ingredient and words, with term counts', async () => {
      const all = await call(app, '/p/wp-json/wp/v2/recipe?per_page=100');
      expect(all.headers.get('x-wp-total')).toBe(String(RECIPES.length));
      const slugs = (path: string) => call(app, path).then((a) => a.body.map((r: { slug: string }) => r.slug));
      expect(await slugs('/p/wp-json/wp/v2/recipe?course=dolci&per_page=100')).toEqual(
        RECIPES.filter((r) => r.course === 'dolci').map((r) => r.slug),
      );
      expect(await slugs('/p/wp-json/wp/v2/recipe?cuisine=veneta&course=primi&per_page=100')).toEqual([
        'risotto-al-radicchio-di-treviso',
        'risi-e-bisi',
      ]);
      expect(await slugs('/p/wp-json/wp/v2/recipe?ingredients=mascarpone')).toEqual(['tiramisu']);
      expect(await slugs('/p/wp-json/wp/v2/recipe?search=vongole')).toEqual(['spaghetti-alle-vongole']);
      expect(await slugs('/p/wp-json/wp/v2/recipe?course=nessuna')).toEqual([]);
      const courses = await call(app, '/p/wp-json/wp/v2/course');
      expect(courses.body.map((c: { slug: string; count: number }) => [c.slug, c.count])).toEqual([
        ['antipasti', 2],
        ['primi', 5],
        ['secondi', 2],
        ['contorni', 2],
        ['dolci', 2],
      ]);
      const cuisines = await call(app, '/p/wp-json/wp/v2/cuisine');
      expect(cuisines.headers.get('x-wp-total')).toBe('5');
      expect(cuisines.body.find((c: { slug: string }) => c.slug === 'emiliana').count).toBe(3);
    });
  });

  it('searches FAQ, recipes and pages, as links into the shop', async () => {
    const answer = await call(app, '/p/wp-json/wp/v2/search?search=tiramis&type=post&subtype=faq,recipe,page');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([{ id: expect.any(Number), title: 'Tiramisù', url: '/ricette/tiramisu', type: 'post', subtype: 'recipe' }]);
    const faqs = await call(app, '/p/wp-json/wp/v2/search?search=locker&subtype=faq');
    expect(faqs.body.length).toBeGreaterThan(1);
    expect(faqs.body[0].url).toMatch(/^\/faq#faq-[a-z-]+$/);
    const pages = await call(app, '/p/wp-json/wp/v2/search?search=informativa&subtype=page');
    expect(pages.body.map((h: { url: string }) => h.url)).toContain('/page/privacy-policy');
    const paged = await call(app, '/p/wp-json/wp/v2/search?search=a&per_page=2');
    expect(paged.body).toHaveLength(2);
    expect(Number(paged.headers.get('x-wp-total'))).toBeGreaterThan(2);
    expect(paged.headers.get('link')).toContain('rel="next"');
    expect((await call(app, '/p/wp-json/wp/v2/search?subtype=user')).status).toBe(400);
    expect((await call(app, '/p/wp-json/wp/v2/search?type=term')).status).toBe(400);
  });

  it('answers the first-shop welcome block by slug and by term', async () => {
    const answer = await call(app, '/p/wp-json/wp/v2/ux-blocks?slug=first-shop-welcome');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        id: expect.any(Number),
        slug: 'first-shop-welcome',
        type: 'ux-blocks',
        title: { rendered: 'Benvenuto in Spesa!' },
        content: { rendered: expect.stringContaining('<p>'), protected: false },
        meta: {
          description: expect.any(String),
          button_text: expect.any(String),
          button_link: '/category/frutta-e-verdura',
          footer_image: { url: '/photo/shopping-cart.svg', alt: 'Un carrello della spesa' },
        },
      },
    ]);
    expect((await call(app, '/p/wp-json/wp/v2/ux-blocks?term=welcome')).body.map((b: { slug: string }) => b.slug)).toEqual([
      'first-shop-welcome',
    ]);
    expect((await call(app, '/p/wp-json/wp/v2/ux-blocks?slug=nessuno')).body).toEqual([]);
  });

  it('answers slides, and at a time only those valid then for the service', async () => {
    const all = await call(app, '/p/wp-json/slides_by_id/1');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(5);
    expect(all.body[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      image: { url: '/photo/red-apple.svg', alt: 'Una mela rossa' },
      link: '/category/frutta-e-verdura',
      position: 1,
    });
    const titles = (path: string) => call(app, path).then((a) => a.body.map((s: { title: string }) => s.title.split(':')[0]));
    const blackFriday = Date.parse('2026-11-28T10:00:00Z') / 1000;
    expect(await titles(`/p/wp-json/new_slides/1/${blackFriday}/0?deliveryServiceId=2`)).toEqual([
      'Frutta e verdura di stagione',
      'Consegna a casa',
      'Black Friday',
    ]);
    const christmas = Date.parse('2026-12-10T10:00:00Z');
    // milliseconds too
    expect(await titles(`/p/wp-json/new_slides/1/${christmas}/3?deliveryServiceId=1`)).toEqual([
      'Frutta e verdura di stagione',
      'Drive',
      'Regali di Natale',
    ]);
    expect(await titles(`/p/wp-json/new_slides/1/${Date.parse('2027-01-10T10:00:00Z') / 1000}/0`)).toEqual([
      'Frutta e verdura di stagione',
      'Consegna a casa',
      'Drive',
    ]);
    expect((await call(app, '/p/wp-json/slides_by_id/99')).body).toEqual([]);
  });

  describe('forms', () => {
    it('answers a form with its nonce and its mail parameters', async () => {
      const answer = await call(app, `/p/wp-json/custom/v1/forms/${CONTACT}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: CONTACT, title: 'Contattaci', description: expect.any(String) });
      expect(answer.body.fields.map((f: { key: string; type: string; required: boolean }) => [f.key, f.type, f.required])).toEqual([
        ['nome', 'textbox', true],
        ['email', 'email', true],
        ['telefono', 'phone', false],
        ['argomento', 'listselect', true],
        ['messaggio', 'textarea', true],
        ['privacy', 'checkbox', true],
      ]);
      expect(nonceValid(SECRET, CONTACT, answer.body.nonce)).toBe(true);
      expect(nonceValid(SECRET, COMPLAINT, answer.body.nonce)).toBe(false);
      const complaint = await call(app, `/p/wp-json/custom/v1/forms/${COMPLAINT}`);
      expect(complaint.body.fields.find((f: { type: string }) => f.type === 'file_upload').file).toEqual({
        max_bytes: 5 * 1024 * 1024,
        types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
      });
      expect((await call(app, `/p/wp-json/get_mail_pars?form_id=${CONTACT}`)).body).toEqual({
        form_id: CONTACT,
        recipient: 'servizio.clienti@spesa.example',
        subject: 'Richiesta dal modulo Contattaci',
      });
      expect((await call(app, '/p/wp-json/get_mail_pars?form_id=999')).status).toBe(404);
      expect((await call(app, '/p/wp-json/get_mail_pars')).status).toBe(400);
      expect((await call(app, '/p/wp-json/custom/v1/forms/999')).body).toMatchObject({
        code: 'rest_form_invalid_id',
        data: { status: 404 },
      });
    });

    it('keeps a nonce 12 hours, for its form only', () => {
      const issued = Date.parse('2026-11-28T08:00:00Z');
      const nonce = formNonce(SECRET, CONTACT, issued);
      expect(nonceValid(SECRET, CONTACT, nonce, issued + 11.9 * 3_600_000)).toBe(true);
      expect(nonceValid(SECRET, CONTACT, nonce, issued + 12.1 * 3_600_000)).toBe(false);
      expect(nonceValid('un-altro-segreto', CONTACT, nonce, issued)).toBe(false);
      expect(
        nonceValid(
          SECRET,
          CONTACT,
          nonce.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
          issued,
        ),
      ).toBe(false);
    });

    it("refuses each field against the form's definition with Italian messages (200, as Ninja Forms)", async () => {
      const answer = await call(
        app,
        `/p/wp-admin/admin-ajax.php`,
        submit(CONTACT, { 1: '', 2: 'non-una-mail', 3: 'abc', 4: 'sconosciuto', 5: 'x'.repeat(2001), 6: '' }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        errors: {
          fields: {
            1: 'Campo obbligatorio',
            2: 'Digitare una e-mail valida',
            3: 'Digitare un numero di telefono valido',
            4: "Scegliere un valore dell'elenco",
            5: 'Lunghezza massima 2000 caratteri',
            6: 'Campo obbligatorio',
          },
        },
      });
      expect(await database.db.select().from(formSubmission)).toEqual([]);
      // text for people: a name is one line without a bell or a direction override; a message keeps its lines
      const unreadable = await call(
        app,
        `/p/wp-admin/admin-ajax.php`,
        submit(CONTACT, { ...goodContact, 1: 'Anna\u0007\u001b[31m', 5: 'In ritardo \u202eottaG' }),
      );
      expect(unreadable.body).toEqual({
        errors: { fields: { 1: 'Il testo contiene caratteri non validi', 5: 'Il testo contiene caratteri non validi' } },
      });
      expect(await database.db.select().from(formSubmission)).toEqual([]);
    });

    it('keeps the lines of a message', async () => {
      const answer = await call(
        app,
        '/p/wp-admin/admin-ajax.php',
        submit(CONTACT, { ...goodContact, 5: 'Arrivata in ritardo.\r\nGrazie' }),
      );
      expect(answer.body.data.actions.success_message).toMatch(/^Grazie/);
      // the next test counts its own submission and mail
      await database.db.delete(formSubmission);
      await database.db.delete(emailOutbox).where(eq(emailOutbox.to, 'servizio.clienti@spesa.example'));
    });

    it('stores a good submission and mails it to the form recipient', async () => {
      const answer = await call(app, '/p/wp-admin/admin-ajax.php', submit(CONTACT, goodContact));
      expect(answer.status).toBe(200);
      expect(answer.body.data.actions.success_message).toMatch(/^Grazie/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const [stored] = await database.db.select().from(formSubmission).where(eq(formSubmission.formId, CONTACT));
      expect(stored.values).toMatchObject({ nome: 'Anna Rossi', email: 'anna.rossi@example.it', argomento: 'consegna', privacy: 'sì' });
      const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'servizio.clienti@spesa.example'));
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(`Richiesta dal modulo Contattaci (n. ${stored.id})`);
      expect(mails[0].text).toContain('Messaggio: La consegna di ieri è arrivata in ritardo.');
      expect(mails[0].html).not.toContain('<script');
    });

    it('refuses a bad, expired or other form nonce, and garbage, with 400', async () => {
      const bad = [
        submit(CONTACT, goodContact, { nonce: 'x' }),
        submit(CONTACT, goodContact, { nonce: formNonce(SECRET, COMPLAINT) }),
        submit(CONTACT, goodContact, { nonce: formNonce(SECRET, CONTACT, Date.now() - 13 * 3_600_000) }),
        submit(CONTACT, goodContact, { nonce: formNonce('altro-segreto', CONTACT) }),
        formPost({ action: 'nf_ajax_submit', security: formNonce(SECRET, CONTACT), formData: '{non json' }),
        formPost({ action: 'nf_ajax_submit', security: formNonce(SECRET, CONTACT), formData: '[]' }),
        formPost({ action: 'nf_ajax_submit', security: formNonce(SECRET, 999), formData: '{"id":999,"fields":{}}' }),
        formPost({ action: 'altro' }),
        { method: 'POST' },
      ];
      for (const init of bad) {
        const answer = await call(app, '/p/wp-admin/admin-ajax.php', init);
        expect(answer.status, String(init.body)).toBe(400);
        expect(answer.body.errors).toBeDefined();
      }
    });

    it('checks reCAPTCHA when configured', async () => {
      const service = await verificationService();
      try {
        const guarded = testApp(database.db, {
          formNonceSecret: SECRET,
          uploadDir,
          recaptchaSecret: 'segreto',
          recaptchaVerifyUrl: service.url,
        });
        const without = await call(guarded, '/p/wp-admin/admin-ajax.php', submit(CONTACT, goodContact));
        expect(without.body).toEqual({ errors: { form: { recaptcha: 'Verifica anti-robot non superata: riprova.' } } });
        const wrong = await call(
          guarded,
          '/p/wp-admin/admin-ajax.php',
          submit(CONTACT, goodContact, { extra: { 'g-recaptcha-response': 'falso' } }),
        );
        expect(wrong.body.errors.form.recaptcha).toBeDefined();
        const good = await call(
          guarded,
          '/p/wp-admin/admin-ajax.php',
          submit(CONTACT, goodContact, { extra: { 'g-recaptcha-response': 'buono' } }),
        );
        expect(good.body.data.actions.success_message).toMatch(/^Grazie/);
      } finally {
        await service.close();
      }
    });
  });

  describe('uploads', () => {
    it('refuses a file too big, or not an image or PDF by its content whatever its name says', async () => {
      const big = new Uint8Array(5 * 1024 * 1024 + 1);
      big.set(PNG);
      const tooBig = await call(
        app,
        '/p/wp-admin/admin-ajax.php',
        upload(COMPLAINT, 4, new Blob([big], { type: 'image/png' }), 'foto.png'),
      );
      expect(tooBig.status).toBe(200);
      expect(tooBig.body).toEqual({ errors: ['Il file supera la dimensione massima di 5 MB.'] });
      const fake = new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/jpeg' });
      const wrongType = await call(app, '/p/wp-admin/admin-ajax.php', upload(COMPLAINT, 4, fake, 'foto.jpg'));
      expect(wrongType.body).toEqual({ errors: ['Tipo di file non ammesso: sono accettati JPEG, PNG, WebP, PDF.'] });
      expect(await database.db.select().from(formUpload)).toEqual([]);
      expect(detectType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
      expect(detectType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
      expect(detectType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    });

    it('keeps a good PNG under the upload folder with a random name, usable once for its form and field', async () => {
      const answer = await call(
        app,
        '/p/wp-admin/admin-ajax.php',
        upload(COMPLAINT, 4, new Blob([PNG], { type: 'text/plain' }), '../../etc/foto.txt'),
      );
      expect(answer.status).toBe(200);
      const [file] = answer.body.data.files;
      expect(answer.body.errors).toEqual([]);
      expect(file.name).toBe('foto.txt');
      expect(file.tmp_name).toMatch(/^[a-f0-9]{32}\.png$/);
      expect(readdirSync(uploadDir)).toEqual([file.tmp_name]);
      expect(new Uint8Array(readFileSync(path.join(uploadDir, file.tmp_name)))).toEqual(PNG);
      const [row] = await database.db.select().from(formUpload);
      expect(row).toMatchObject({ formId: COMPLAINT, fieldId: 4, detectedType: 'image/png', sizeBytes: PNG.length, submissionId: null });

      // another form with a file field at the same id may not take it
      const [other] = await database.db
        .insert(form)
        .values({
          title: 'Altro',
          recipient: 'altro@spesa.example',
          subject: 'Altro',
          successMessage: 'Grazie',
          fields: [{ id: 4, key: 'foto', type: 'file_upload', label: 'Foto', required: true }],
        })
        .returning({ id: form.id });
      const elsewhere = await call(app, '/p/wp-admin/admin-ajax.php', submit(other.id, { 4: file.tmp_name }));
      expect(elsewhere.body).toEqual({ errors: { fields: { 4: 'Il file caricato non è valido o è scaduto: caricalo di nuovo.' } } });

      const complaint = { 1: '12345', 2: 'anna.rossi@example.it', 3: 'Le uova erano rotte.', 4: file.tmp_name, 5: 'on' };
      const sent = await call(app, '/p/wp-admin/admin-ajax.php', submit(COMPLAINT, complaint));
      expect(sent.body.data.actions.success_message).toMatch(/^Grazie/);
      const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'reclami@spesa.example'));
      expect(mails[0].text).toContain(file.tmp_name);
      // once only
      const again = await call(app, '/p/wp-admin/admin-ajax.php', submit(COMPLAINT, complaint));
      expect(again.body.errors.fields[4]).toBeDefined();
      // a name never uploaded, or a path, is refused too
      for (const value of ['0123456789abcdef0123456789abcdef.png', '../secrets.json']) {
        const forged = await call(app, '/p/wp-admin/admin-ajax.php', submit(COMPLAINT, { ...complaint, 4: value }));
        expect(forged.body.errors.fields[4]).toBeDefined();
      }
    });

    it('caps what waits for a submission, and removes it after 12 hours', async () => {
      const tight = testApp(database.db, { formNonceSecret: SECRET, uploadDir, uploadPendingLimitBytes: Math.floor(1.5 * PNG.length) });
      const send = () => call(tight, '/p/wp-admin/admin-ajax.php', upload(COMPLAINT, 4, new Blob([PNG]), 'a.png'));
      const first = await send();
      expect(first.body.errors).toEqual([]);
      const second = await send();
      expect(second.body).toEqual({ errors: ['Non è possibile caricare file in questo momento: riprova più tardi.'] });
      const waiting = await database.db.select().from(formUpload).where(isNull(formUpload.submissionId));
      expect(waiting.map((u) => u.storedName)).toEqual([first.body.data.files[0].tmp_name]);
      // 12 hours later it is gone, file and row; a submitted one stays
      expect(await purgeStaleUploads(database.db, uploadDir, Date.now() + 11 * 3_600_000)).toBe(0);
      expect(await purgeStaleUploads(database.db, uploadDir, Date.now() + 12 * 3_600_000 + 1000)).toBe(1);
      expect(await database.db.select().from(formUpload).where(isNull(formUpload.submissionId))).toEqual([]);
      expect(readdirSync(uploadDir)).not.toContain(first.body.data.files[0].tmp_name);
      expect(readdirSync(uploadDir)).toHaveLength(1);
    });

    it('refuses uploads without a valid nonce, field or file with 400', async () => {
      const png = () => new Blob([PNG]);
      for (const init of [
        upload(COMPLAINT, 4, png(), 'a.png', 'sbagliato'),
        upload(COMPLAINT, 4, png(), 'a.png', formNonce(SECRET, CONTACT)),
        upload(COMPLAINT, 3, png(), 'a.png'),
        upload(CONTACT, 1, png(), 'a.png'),
      ]) {
        const answer = await call(app, '/p/wp-admin/admin-ajax.php', init);
        expect(answer.status).toBe(400);
        expect(Array.isArray(answer.body.errors)).toBe(true);
      }
      const noFile = new FormData();
      for (const [k, v] of Object.entries({ action: 'nf_fu_upload', form_id: '2', field_id: '4', nonce: formNonce(SECRET, COMPLAINT) }))
        noFile.set(k, v);
      expect((await call(app, '/p/wp-admin/admin-ajax.php', { method: 'POST', body: noFile })).status).toBe(400);
    });
  });

  it('records cookie choices with the random id and the customer of the session', async () => {
    const id = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
    const choice = { id, categories: { technical: true, analytics: true, profiling: false }, version: 2 };
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      call(app, '/p/wp-json/custom/v1/cookie-consent', {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    const answer = await post(choice);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ recorded: true, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const { token } = await createSession(database.db, { db: database.db, log: silentLog, config: defaultConfig }, { userId: 7 });
    expect((await post({ ...choice, categories: { ...choice.categories, profiling: true } }, { 'X-Ebsn-Account': token })).status).toBe(
      200,
    );
    const rows = await database.db.select().from(cookieConsent).where(eq(cookieConsent.consentId, id));
    expect(rows.map((r) => [r.userId, r.technical, r.analytics, r.profiling, r.version])).toEqual([
      [null, true, true, false, 2],
      [7, true, true, true, 2],
    ]);
    for (const bad of [
      '{',
      'null',
      { ...choice, id: 'non-un-uuid' },
      { ...choice, id: '3f2b8c1e-4d5a-1b6c-8d7e-9f0a1b2c3d4e' },
      { ...choice, categories: { technical: false, analytics: true, profiling: false } },
      { ...choice, version: '2' },
      { ...choice, version: 1.5 },
      { id },
    ]) {
      const refused = await post(bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body).toMatchObject({ code: expect.any(String), message: expect.any(String), data: { status: 400 } });
    }
  });

  it('answers hostile values with 400 in WordPress shape, never 500', async () => {
    const hostile = [
      '/p/wp-json/wp/v2/faq?per_page=0',
      '/p/wp-json/wp/v2/faq?per_page=101',
      '/p/wp-json/wp/v2/faq?per_page=abc',
      '/p/wp-json/wp/v2/faq?page=-1',
      '/p/wp-json/wp/v2/faq?page=99999999999999999999',
      '/p/wp-json/wp/v2/faq?search=%00',
      `/p/wp-json/wp/v2/faq?search=${'a'.repeat(201)}`,
      '/p/wp-json/wp/v2/faq?faq_category=abc',
      '/p/wp-json/wp/v2/faq?faq_category=99999999999',
      '/p/wp-json/wp/v2/faq_category?page=0',
      '/p/wp-json/wp/v2/recipe?course=%3Cscript%3E',
      "/p/wp-json/wp/v2/recipe?cuisine=' or 1=1 --",
      '/p/wp-json/wp/v2/recipe?ingredients=%00',
      `/p/wp-json/wp/v2/recipe?slug=${'a,'.repeat(60)}`,
      '/p/wp-json/wp/v2/course?per_page=-5',
      '/p/wp-json/wp/v2/search?per_page=1e3',
      '/p/wp-json/wp/v2/ux-blocks?slug=../../etc',
      '/p/wp-json/slides_by_id/0',
      '/p/wp-json/slides_by_id/abc',
      '/p/wp-json/slides_by_id/99999999999',
      '/p/wp-json/new_slides/1/abc/0',
      '/p/wp-json/new_slides/1/99999999999999/0',
      '/p/wp-json/new_slides/1/1700000000/-1',
      '/p/wp-json/new_slides/1/1700000000/0?deliveryServiceId=x',
      '/p/wp-json/get_mail_pars?form_id=1e3',
      '/p/wp-json/get_mail_pars?form_id=-1',
      '/p/wp-json/custom/v1/forms/abc',
      '/p/wp-json/custom/v1/forms/0',
    ];
    for (const path of hostile) {
      const answer = await call(app, path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toMatchObject({ code: expect.any(String), message: expect.stringMatching(/\S/), data: { status: 400 } });
    }
    const hostileBodies: RequestInit[] = [
      formPost({
        action: 'nf_ajax_submit',
        security: formNonce(SECRET, CONTACT),
        formData: JSON.stringify({ id: CONTACT, fields: { 1: { value: { $gt: '' } }, 2: { value: ['a@b.it'] }, 5: { value: '\u0000' } } }),
      }),
      formPost({
        action: 'nf_ajax_submit',
        security: formNonce(SECRET, CONTACT),
        formData: JSON.stringify({ id: CONTACT, fields: { 1: { value: '\ud800' } } }),
      }),
      formPost({ action: 'nf_ajax_submit', security: formNonce(SECRET, CONTACT), formData: JSON.stringify({ id: 'x', fields: {} }) }),
      formPost({ action: 'nf_ajax_submit', security: formNonce(SECRET, CONTACT), formData: JSON.stringify({ id: CONTACT, fields: 'x' }) }),
      formPost({ action: 'nf_fu_upload', form_id: 'abc', field_id: '4', nonce: 'x' }),
      { method: 'POST', body: 'x'.repeat(70_000), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      { method: 'POST', body: '--x\r\nbroken', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } },
      { method: 'POST', body: '{"action":"nf_ajax_submit"}', headers: { 'Content-Type': 'application/json' } },
    ];
    for (const init of hostileBodies) {
      const answer = await call(app, '/p/wp-admin/admin-ajax.php', init);
      expect(answer.status, String(init.body).slice(0, 80)).toBeLessThan(500);
      expect(answer.body, String(init.body).slice(0, 80)).toBeDefined();
    }
  });
});
