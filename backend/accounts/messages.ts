// Codes and Italian messages of the account calls. The codes are the wire contract's ACCOUNT_CODES
// (app/ebsn/account-schemas.ts, repeated here because the backend never imports the storefront);
// the storefront translates a code when it has a key, else shows our text. Rule messages of the
// spec (account.md §5) come from domain/validators.ts.
import type { FieldMessage } from '../ebsn/envelope';
import { ACCOUNT_CODES } from '../../domain/account-codes';

/** the codes of the contract, shared with the storefront */
export const CODES = ACCOUNT_CODES;

export const TEXT = {
  // One text for an unknown e-mail, a wrong password and an account without a password: login
  // must not tell whether an address is registered.
  invalidCredentials: 'E-mail o password non corretti.',
  locked: (minutes: number) => `Troppi tentativi di accesso non riusciti. Riprova tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}.`,
  mfaRequired: 'Inserisci il codice di verifica generato dalla tua app di autenticazione.',
  mfaInvalid: 'Il codice di verifica non è corretto o è scaduto.',
  notConfirmed:
    "Il tuo indirizzo e-mail non è ancora confermato: apri il link che ti abbiamo inviato per completare la registrazione. Se non l'hai ricevuto, puoi richiederne uno nuovo.",
  required: 'È necessario accedere per continuare.',
  botCheck: 'Verifica di sicurezza non superata. Riprova.',
  emailTaken: 'Esiste già un account con questo indirizzo e-mail. Accedi o recupera la password.',
  emailInUse: 'Questo indirizzo e-mail è già utilizzato da un altro account.',
  codeInvalid: 'Il codice di conferma non è valido o è scaduto. Richiedi una nuova e-mail di conferma.',
  alreadyConfirmed: 'Il tuo account è già confermato: puoi accedere.',
  tokenInvalid: 'Il link non è valido o è scaduto. Richiedine uno nuovo.',
  wrongOldPassword: 'La password attuale non è corretta.',
  registered: "Registrazione completata: ti abbiamo inviato un'e-mail per confermare il tuo indirizzo.",
  confirmSent: "Se l'indirizzo corrisponde a una registrazione da confermare, ti abbiamo inviato una nuova e-mail di conferma.",
  resetSent: "Se l'indirizzo è registrato, riceverai un'e-mail con le istruzioni per reimpostare la password.",
  emailChangeSent: "Ti abbiamo inviato un'e-mail al nuovo indirizzo: apri il link per confermarlo.",
  passwordChanged: 'Password aggiornata.',
  socialUnavailable: "L'accesso con Google non è disponibile.",
  socialRedirect: 'Indirizzo di ritorno non consentito.',
  socialFailed: 'Accesso con Google non riuscito. Riprova.',
  socialNone: "Nessun accesso con Google in corso: ricomincia dall'inizio.",
  disclaimerUnknown: 'Consenso non trovato.',
  profileUpdated: 'Dati personali aggiornati.',
  mfaSetupExpired: 'La configurazione della verifica in due passaggi è scaduta: ricominciala.',
  emailChangeProof: 'Per cambiare e-mail inserisci la tua password attuale.',
  mfaOnProof: 'Per attivare la verifica in due passaggi inserisci la tua password.',
  mfaOffProof: 'Per disattivare la verifica in due passaggi inserisci la tua password oppure un codice di verifica.',
  mfaOn: 'Verifica in due passaggi attivata: da ora, per accedere, ti chiederemo anche il codice della tua app.',
  mfaOff: 'Verifica in due passaggi disattivata.',
  anonymizeSent: "Ti abbiamo inviato un'e-mail con il codice per confermare la cancellazione dei tuoi dati. Il codice vale 30 minuti.",
  anonymized: 'I tuoi dati personali sono stati cancellati e il tuo account è stato chiuso.',
} as const;

export type { FieldMessage };

export const fieldError = (code: string, error: string, field?: string): FieldMessage => (field ? { error, code, field } : { error, code });
