// Codes and Italian messages of the staff calls (decision 054).
export const STAFF_CODES = {
  invalidCredentials: 'auth.sso.invalidCredentials',
  otpRequired: 'auth.sso.otpRequired',
  otpInvalid: 'auth.sso.otpInvalid',
  locked: 'auth.locked',
  staffRequired: 'auth.sso.required',
  forbidden: 'auth.sso.forbidden',
  validation: 'error.validation',
  userNotFound: 'error.userSearch.notFound',
  notForStaff: 'error.staff.notAllowed',
  auditUnavailable: 'error.staff.auditUnavailable',
} as const;

export const STAFF_TEXT = {
  usernameRequired: 'Inserisci il nome utente.',
  passwordRequired: 'Inserisci la password.',
  // one text for an unknown user and a wrong password: sign-on does not tell which usernames exist
  invalidCredentials: 'Nome utente o password non corretti.',
  otpRequired: 'Inserisci il codice OTP generato dalla tua app di autenticazione.',
  otpInvalid: 'Il codice OTP non è corretto o è già stato usato.',
  staffRequired: "Accedi con l'utenza del personale per continuare.",
  forbidden: 'Il tuo ruolo non consente questa operazione.',
  userNotFound: 'Cliente non trovato.',
  // what staff may not do for a customer, even acting for them
  notForStaff: 'Questa operazione può farla solo il cliente dal proprio account.',
  // an action for a customer or an order that could not be recorded is not made (backend/staff/audit.ts)
  auditUnavailable: "Non è stato possibile registrare l'operazione nel registro, quindi non è stata eseguita: riprova tra poco.",
  cardNotForStaff: 'Il servizio clienti non può usare né vedere le carte del cliente: scegli un pagamento alla consegna.',
} as const;
