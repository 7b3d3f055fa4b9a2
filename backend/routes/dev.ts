// Development only: the e-mail outbox, so a newcomer can open a confirmation or reset link without
// an SMTP server. GET /dev/outbox (HTML, newest first, links clickable) and /dev/outbox.json
// ([{ to, subject, text, html, createdAt }], newest first, ?to= filters). POST /dev/timeslot/fill
// ({ timeslotId, date }) books a slot out on a date, as orders of other customers would, for the e2e
// journeys of a full slot. POST /dev/clock/advance ({ minutes }) moves the shop's clock on for every
// process of the shop and runs the cutoffs that passed (decision 052), so an e2e journey sees an
// order taken into preparation without waiting for the hour; GET /dev/clock says where it stands.
// All answer 404 when NODE_ENV=production: the outbox holds live secrets (reset links), no shop may
// have its slots filled from outside, and a shop sells at the real hour.
import { Hono } from 'hono';
import { settleMailRequests } from '../accounts/mail-requests';
import { z } from 'zod';
import { listOutbox } from '../accounts/outbox';
import { readBody } from '../ebsn/body';
import { bodyDate, bodyId } from '../ebsn/validation';
import type { Deps } from '../ebsn/context';
import { fillSlot } from '../slots/holds';
import { clockAdvance, shopNow } from '../clock';
import { advanceShopClock } from '../clock-store';
import { takeDueOrders } from '../orders/cutoff';

// up to 30 days at a time: enough for any slot's lead time, and no overflow of the shop's dates
const advanceBody = z.object({
  minutes: z
    .number()
    .int()
    .min(1)
    .max(30 * 24 * 60),
});

// ids and days the database can hold: a timeslot id past int4 or a 2026-02-30 was a 500 (the fuzz)
const fillBody = z.object({ timeslotId: bodyId, date: bodyDate });

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** the text of a mail, escaped, with its http(s) links made clickable */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

/** The ?to= filter: an address has no control characters (PostgreSQL refuses a NUL in text). */
const recipient = (value: string | undefined) =>
  value
    ?.replace(/\p{Cc}/gu, '')
    .trim()
    .toLowerCase()
    .slice(0, 254) || undefined;

export function devRoutes(deps: Deps) {
  const { db, config } = deps;
  const app = new Hono();
  app.use('/dev/*', async (c, next) => {
    if (config.production) return c.json({ status: 'error', error: 'Servizio non trovato.' }, 404);
    // what the requests so far will send, so a test or a newcomer never looks in between
    await settleMailRequests(deps);
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.get('/dev/outbox.json', async (c) => {
    const to = recipient(c.req.query('to'));
    return c.json(await listOutbox(db, { to }));
  });

  app.get('/dev/outbox', async (c) => {
    const to = recipient(c.req.query('to'));
    const mails = await listOutbox(db, { to });
    const items = mails
      .map(
        (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">A: <a href="/dev/outbox?to=${encodeURIComponent(m.to)}">${escapeHtml(m.to)}</a> · ${escapeHtml(m.createdAt)}</p>
  <pre>${linkify(m.text)}</pre>
</article>`,
      )
      .join('\n');
    return c.html(`<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><title>Posta in uscita (sviluppo)</title>
<style>body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}.meta{color:#555}</style></head>
<body>
<h1>Posta in uscita${to ? ` per ${escapeHtml(to)}` : ''}</h1>
<p>Solo in sviluppo: le e-mail che il backend avrebbe spedito, dalla più recente. <a href="/dev/outbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}">JSON</a></p>
${items || '<p>Nessuna e-mail.</p>'}
</body></html>`);
  });
  app.get('/dev/clock', (c) => c.json({ status: 'ok', now: shopNow().toISOString(), advanceMs: clockAdvance() }));

  app.post('/dev/clock/advance', async (c) => {
    const { minutes } = await readBody(c, advanceBody, { accepts: 'json' });
    const advanceMs = await advanceShopClock(db, minutes * 60_000);
    const now = shopNow();
    // the cutoffs that passed in the jump, now rather than at the job's next run (after the run of
    // another process under way, if one is)
    const taken = await takeDueOrders(db, config, now, { wait: true });
    return c.json({ status: 'ok', now: now.toISOString(), advanceMs, taken });
  });

  app.post('/dev/timeslot/fill', async (c) => {
    // a bad body is a 400 envelope from app.ts's error handler
    const { timeslotId, date } = await readBody(c, fillBody, { accepts: 'json' });
    const filled = await fillSlot(db, timeslotId, date);
    if (!filled) return c.json({ status: 'error', error: 'Fascia oraria non trovata.' }, 404);
    return c.json({ status: 'ok' });
  });
  return app;
}
