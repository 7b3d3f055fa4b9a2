// Development only: the e-mail outbox, so a newcomer can open a confirmation or reset link without
// an SMTP server. GET /dev/outbox (HTML, newest first, links clickable) and /dev/outbox.json
// ([{ to, subject, text, html, createdAt }], newest first, ?to= filters). Both answer 404 when
// NODE_ENV=production: the outbox holds live secrets (reset links).
import { Hono } from 'hono';
import { listOutbox } from '../accounts/outbox';
import type { Deps } from '../ebsn/context';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** the text of a mail, escaped, with its http(s) links made clickable */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

export function devRoutes(deps: Deps) {
  const { db, config } = deps;
  const app = new Hono();
  app.use('/dev/*', async (c, next) => {
    if (config.production) return c.json({ status: 'error', error: 'Servizio non trovato.' }, 404);
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.get('/dev/outbox.json', async (c) => {
    const to = c.req.query('to')?.trim().toLowerCase().slice(0, 254) || undefined;
    return c.json(await listOutbox(db, { to }));
  });

  app.get('/dev/outbox', async (c) => {
    const to = c.req.query('to')?.trim().toLowerCase().slice(0, 254) || undefined;
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
  return app;
}
