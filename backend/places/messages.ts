// Italian texts of the address and store calls; the codes are the contract's (domain/place-codes.ts).
// The three coverage answers and the delete refusal are the spec's words (shopping.md §5, §8).
export { PLACE_CODES } from '../../domain/place-codes';

export const PLACE_TEXT = {
  notCovered: "L'indirizzo inserito non è coperto dal servizio.",
  notServed: 'Indirizzo non servito dalla consegna a casa',
  notValidated: 'Indirizzo non validato. Salvare lo stesso ?',
  notFound: 'Indirizzo non trovato.',
  inUse: "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
  homeOnly: 'Solo gli indirizzi di casa si possono modificare o eliminare.',
  wrongService: "L'indirizzo scelto non è disponibile per il servizio selezionato.",
  noPickupNear: "Non ci sono punti di ritiro vicini all'indirizzo indicato.",
  noLockerNear: "Non ci sono locker vicini all'indirizzo indicato.",
  postalcodeUnknown: 'Non conosciamo il CAP indicato: i punti sono in ordine alfabetico.',
  storeNotFound: 'Punto vendita non trovato.',
  companyCodeInvalid: 'Il codice aziendale non è valido. Verifica di averlo scritto correttamente.',
  subscribed: (company: string) => `Servizio aziendale di ${company} attivato: il punto di ritiro è tra i tuoi indirizzi Drive.`,
  defaultDeliveryHomeOnly: 'Come indirizzo di consegna preferito puoi scegliere solo un tuo indirizzo di casa.',
  defaultStorePickupOnly: 'Come punto di ritiro preferito puoi scegliere solo un Drive o un locker.',
  cartLocked: 'Il carrello è in pagamento: indirizzo e fascia oraria non si possono cambiare.',
  invalidValue: 'Valore non valido',
  province: 'Digitare la sigla della provincia (2 lettere)',
} as const;
