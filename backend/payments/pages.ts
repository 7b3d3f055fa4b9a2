// The simulated card provider's pages: plain HTML forms that work without JavaScript, in Italian,
// each field labelled and its error tied to it. A foreign site to the shop, as a real provider is:
// its own small style, no script at all.
import type { CardInput, CardProblem, PaymentRow } from './provider';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const eurosText = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

const PROBLEMS: Record<CardProblem, string> = {
  number: 'Il numero della carta non è valido.',
  expiry: 'Scrivi la scadenza come MM/AA.',
  expired: 'La carta è scaduta.',
  cvc: 'Il codice di sicurezza ha 3 o 4 cifre.',
};

/**
 * The pages' policy: their own inline style and nothing else to load or run; forms post to the
 * provider only, and its answers may send the browser on to the shop (browsers hold a form's
 * redirects to form-action too).
 */
export const pagePolicy = (shopUrl: string) =>
  `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(shopUrl).origin}; frame-ancestors 'none'; base-uri 'none'`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Pagamento sicuro</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111827}h1{font-size:1.4rem}label{display:block;font-weight:600;margin-top:1rem}input{display:block;width:100%;box-sizing:border-box;font-size:1.1rem;padding:.6rem;margin-top:.25rem;border:1px solid #4b5563;border-radius:.4rem}input[aria-invalid=true]{border-color:#b91c1c}.error{color:#b91c1c;margin:.25rem 0 0}button{margin-top:1.5rem;width:100%;padding:.8rem;font-size:1.1rem;font-weight:700;color:#fff;background:#1d4ed8;border:0;border-radius:.4rem;cursor:pointer}button.secondary{background:#fff;color:#1d4ed8;border:2px solid #1d4ed8}:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}.amount{font-size:1.6rem;font-weight:700}.note{color:#374151;font-size:.9rem}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function field(name: keyof CardInput, label: string, value: string, problem: CardProblem | undefined, attrs: string) {
  const id = `card-${name}`;
  const error = problem ? `<p class="error" id="${id}-error">${PROBLEMS[problem]}</p>` : '';
  const described = problem ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  return `<label for="${id}">${label}</label>
<input id="${id}" name="${name}" value="${escapeHtml(value)}" required ${attrs}${described}>
${error}`;
}

/** The card form; what was typed comes back with its problems, except the security code. */
export function cardPage(row: PaymentRow, typed: Partial<CardInput> = {}, problems: Partial<Record<keyof CardInput, CardProblem>> = {}) {
  const count = Object.keys(problems).length;
  const summary = count
    ? `<div role="alert"><p class="error">Controlla ${count === 1 ? 'il campo indicato' : 'i campi indicati'}.</p></div>`
    : '';
  const saving = row.purpose === 'card';
  const title = saving ? 'Salva la carta' : 'Paga con carta';
  const intro = saving
    ? `<p>Spesa · salva una carta per i prossimi ordini</p>
<p class="amount">${eurosText(row.amountCents)}</p>
<p class="note">Per verificare la carta addebitiamo questo importo e lo storniamo subito.</p>`
    : `<p>Spesa · ordine n. ${row.orderId}</p>
<p class="amount">${eurosText(row.amountCents)}</p>
<p class="note">È l'importo massimo che verrà autorizzato: l'addebito finale segue il peso effettivo dei prodotti.</p>`;
  return page(
    title,
    `<h1>${title}</h1>
${intro}
${summary}
<form method="post" action="/pay/session/${row.id}" novalidate>
<input type="hidden" name="client_secret" value="${escapeHtml(row.clientSecret)}">
<input type="hidden" name="step" value="card">
${field('number', 'Numero della carta', typed.number ?? '', problems.number, 'inputmode="numeric" autocomplete="cc-number"')}
${field('expiry', 'Scadenza (MM/AA)', typed.expiry ?? '', problems.expiry, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA"')}
${field('cvc', 'Codice di sicurezza (CVC)', '', problems.cvc, 'inputmode="numeric" autocomplete="cc-csc"')}
<button type="submit">${saving ? 'Salva la carta' : `Paga ${eurosText(row.amountCents)}`}</button>
</form>
<form method="post" action="/pay/session/${row.id}">
<input type="hidden" name="client_secret" value="${escapeHtml(row.clientSecret)}">
<input type="hidden" name="step" value="cancel">
<button type="submit" class="secondary">Annulla e torna al negozio</button>
</form>`,
  );
}

/** The second step some cards ask for (as a bank's 3-D Secure page would). */
export function confirmPage(row: PaymentRow) {
  return page(
    'Conferma il pagamento',
    `<h1>Conferma il pagamento</h1>
<p>La tua banca chiede di confermare il pagamento di <strong>${eurosText(row.amountCents)}</strong> a Spesa con la carta che termina con ${escapeHtml(row.cardLast4 ?? '')}.</p>
<form method="post" action="/pay/session/${row.id}">
<input type="hidden" name="client_secret" value="${escapeHtml(row.clientSecret)}">
<button type="submit" name="step" value="confirm">Conferma</button>
<button type="submit" name="step" value="refuse" class="secondary">Rifiuta</button>
</form>`,
  );
}

/** A payment page that does not exist, or a link that is not the shopper's. */
export function missingPage() {
  return page(
    'Pagamento non trovato',
    `<h1>Pagamento non trovato</h1>
<p>Il collegamento non è valido o è scaduto. Torna al negozio per riprovare il pagamento dal tuo ordine.</p>`,
  );
}
