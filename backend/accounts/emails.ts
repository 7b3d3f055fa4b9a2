// The account e-mails, in Italian, as text and HTML. Links point to the storefront (SHOP_URL), whose
// pages call the backend with the code or token; the registration code is also written out so it
// can be copied by hand.
import type { AppConfig } from '../config';

export type Mail = { to: string; subject: string; text: string; html: string };

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function link(config: AppConfig, path: string, query: Record<string, string>): string {
  return `${config.shopUrl}${path}?${new URLSearchParams(query).toString()}`;
}

export function compose(
  to: string,
  subject: string,
  greeting: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  extra?: string,
): Mail {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(extra ? [extra, ''] : []),
    'Il team di Spesa',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : '',
    extra ? `<p>${escapeHtml(extra)}</p>` : '',
    '<p>Il team di Spesa</p>',
  ].join('\n');
  return { to, subject, text, html };
}

export const hello = (firstName: string) => `Ciao ${firstName},`;

export function confirmationMail(config: AppConfig, to: string, firstName: string, code: string): Mail {
  const url = link(config, '/registration-confirmed', { e_mail: to, reg_control_code: code });
  return compose(
    to,
    'Conferma la tua registrazione a Spesa',
    hello(firstName),
    ['grazie per esserti registrato. Per attivare il tuo account conferma il tuo indirizzo e-mail entro 48 ore.'],
    { label: 'Conferma la registrazione', url },
    `Il tuo codice di conferma è: ${code}`,
  );
}

export function resetMail(config: AppConfig, to: string, firstName: string, token: string): Mail {
  const url = link(config, '/reset-password', { e_mail: to, token });
  return compose(
    to,
    'Reimposta la tua password di Spesa',
    hello(firstName),
    [
      'abbiamo ricevuto una richiesta di reimpostare la password del tuo account. Il link vale per 1 ora e si può usare una sola volta.',
      'Se non sei stato tu, ignora questa e-mail: la tua password resta invariata.',
    ],
    { label: 'Reimposta la password', url },
  );
}

export function emailChangeMail(config: AppConfig, to: string, firstName: string, token: string): Mail {
  const url = link(config, '/email-confirmed', { token });
  return compose(
    to,
    'Conferma il tuo nuovo indirizzo e-mail',
    hello(firstName),
    ['hai chiesto di usare questo indirizzo per il tuo account Spesa. Confermalo entro 24 ore.'],
    { label: 'Conferma il nuovo indirizzo', url },
  );
}

/** to the old address: a change it did not ask for should not go unnoticed */
export function emailChangeNoticeMail(to: string, firstName: string, newEmail: string): Mail {
  return compose(to, "Richiesta di modifica dell'indirizzo e-mail", hello(firstName), [
    `è stato chiesto di sostituire l'indirizzo del tuo account Spesa con ${newEmail}. La modifica avverrà solo quando il nuovo indirizzo sarà confermato.`,
    'Se non sei stato tu, cambia subito la tua password.',
  ]);
}

/**
 * To the owner of an address someone tried to register (issue 9): the registrant was told what a new
 * account is told, so only the owner learns that the address has an account.
 */
export function alreadyRegisteredMail(config: AppConfig, to: string, firstName: string): Mail {
  return compose(
    to,
    'Hai già un account Spesa',
    hello(firstName),
    [
      'qualcuno ha provato a registrarsi a Spesa con questo indirizzo e-mail, che è già il tuo account. Non è stato creato un nuovo account.',
      'Se eri tu, accedi con la tua password; se non la ricordi puoi reimpostarla dalla pagina di accesso. Se non eri tu, ignora questa e-mail.',
    ],
    { label: 'Accedi', url: `${config.shopUrl}/login` },
    `Password dimenticata? ${link(config, '/reset-password-request', { e_mail: to })}`,
  );
}

/**
 * The code that confirms the erasure of an account (account.md §4). Written out as well as linked:
 * the customer may type it into /profile/anonymize in the browser where they are logged in, which
 * need not be the one that opens the link.
 */
export function anonymizeMail(config: AppConfig, to: string, firstName: string, token: string): Mail {
  const url = link(config, '/profile/anonymize', { token });
  return compose(
    to,
    'Conferma la cancellazione dei tuoi dati da Spesa',
    hello(firstName),
    [
      'hai chiesto di cancellare i tuoi dati personali e chiudere il tuo account Spesa. Il codice vale 30 minuti e si può usare una sola volta.',
      'Dopo la conferma non potrai più accedere e i tuoi dati non potranno essere recuperati; gli ordini restano, senza i tuoi dati, per gli obblighi di legge.',
      'Se non sei stato tu, ignora questa e-mail e cambia la tua password.',
    ],
    { label: 'Conferma la cancellazione', url },
    `Il tuo codice di conferma è: ${token}`,
  );
}

/**
 * To an address a customer shared a list with (issue 26): sent whether or not the address has an
 * account, so the sharer learns nothing. The invited person reads the list once logged in with this
 * address, or after registering with it.
 */
export function listSharedMail(config: AppConfig, to: string, ownerFirstName: string, listName: string, listId: number): Mail {
  return compose(
    to,
    'Una lista della spesa condivisa con te',
    'Ciao,',
    [
      `${ownerFirstName} ha condiviso con te la lista «${listName}» su Spesa: puoi vederla in sola lettura e aggiungerne i prodotti al tuo carrello.`,
      'Per vederla accedi con questo indirizzo e-mail; se non hai ancora un account, registrati con questo indirizzo. Se non conosci chi te la manda, ignora questa e-mail.',
    ],
    { label: 'Vedi la lista', url: `${config.shopUrl}/profile/lists/${listId}` },
  );
}
