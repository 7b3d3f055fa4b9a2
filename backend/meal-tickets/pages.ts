// The simulated meal-ticket providers' login pages (upday, edenred; decision 060): plain HTML forms
// in Italian, no script, each field labelled and the error tied to the form, as the card provider's
// pages (payments/pages.ts). A foreign site to the shop: the page's state is the only key.
import { PROVIDERS, type Provider } from './tickets';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111827}h1{font-size:1.4rem}label{display:block;font-weight:600;margin-top:1rem}input{display:block;width:100%;box-sizing:border-box;font-size:1.1rem;padding:.6rem;margin-top:.25rem;border:1px solid #4b5563;border-radius:.4rem}.error{color:#b91c1c}button{margin-top:1.5rem;width:100%;padding:.8rem;font-size:1.1rem;font-weight:700;color:#fff;background:#047857;border:0;border-radius:.4rem;cursor:pointer}:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The provider's login form; `message` is the last attempt's problem. */
export function mealLoginPage(provider: Provider, state: string, user = '', message?: string) {
  const name = PROVIDERS[provider].name;
  const error = message ? `<div role="alert"><p class="error" id="login-error">${escapeHtml(message)}</p></div>` : '';
  const described = message ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  return page(
    `Accedi a ${name}`,
    `<h1>Accedi a ${escapeHtml(name)}</h1>
<p>Spesa chiede di usare i tuoi buoni pasto ${escapeHtml(name)} per pagare parte della spesa.</p>
${error}
<form method="post" action="/meal/${provider}/login">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="meal-user">Utente</label>
<input id="meal-user" name="user" value="${escapeHtml(user)}" required autocomplete="username"${described}>
<label for="meal-password">Password</label>
<input id="meal-password" name="password" type="password" required autocomplete="current-password"${described}>
<button type="submit">Accedi e autorizza</button>
</form>`,
  );
}

/** A page whose login is over, expired or not the browser's. */
export function mealMissingPage() {
  return page(
    'Accesso non valido',
    `<h1>Accesso non valido</h1>
<p>Il collegamento non è valido o è scaduto. Torna al negozio e scegli di nuovo i buoni pasto.</p>`,
  );
}
