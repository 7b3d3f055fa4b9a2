// What the shop's staff are told when a move or a picked line is refused (decision 053), in the voice
// of the customer's refusals (./messages.ts).
import { orderStatusLabel } from '../../domain/orders';
import { MAX_PICKED_GRAMS, MAX_PICKED_PIECES, PICKED_MARGIN_PERCENT } from '../../domain/fulfilment';
import { eurosText } from './messages';

export const FULFILMENT_REFUSALS = {
  notFound: { code: 'error.order.notFound', error: 'Ordine non trovato.' },
  notPicking: {
    code: 'error.fulfilment.notPicking',
    error: 'Questo ordine non è in preparazione: le sue righe non si possono più cambiare.',
  },
  move: (from: number, to: number) => ({
    code: 'error.fulfilment.move',
    error: `Un ordine "${orderStatusLabel(from)}" non può passare a "${orderStatusLabel(to)}".`,
  }),
  unpicked: {
    code: 'error.fulfilment.unpicked',
    error: 'Registra ogni riga (presa, mancante o sostituita) prima di segnare l’ordine come quasi pronto.',
  },
  nothingPicked: {
    code: 'error.fulfilment.nothingPicked',
    error: 'Mancano tutti i prodotti: non c’è nulla da consegnare, segna l’ordine come fallito.',
  },
  hasMissing: {
    code: 'error.fulfilment.hasMissing',
    error: 'Alcuni prodotti mancano: l’ordine è consegnato parzialmente.',
  },
  noneMissing: {
    code: 'error.fulfilment.noneMissing',
    error: 'Non manca nessun prodotto: l’ordine è consegnato.',
  },
  line: { code: 'error.fulfilment.line', error: 'Riga non trovata in questo ordine.', field: 'item_id' },
  quantity: {
    code: 'error.fulfilment.quantity',
    error: `Indica quanti pezzi hai preso, da 1 a ${MAX_PICKED_PIECES}.`,
    field: 'quantity',
  },
  weight: {
    code: 'error.fulfilment.weight',
    error: `Indica il peso in grammi, da 1 a ${MAX_PICKED_GRAMS}.`,
    field: 'weight',
  },
  moreThanOrdered: (ordered: number) => ({
    code: 'error.fulfilment.moreThanOrdered',
    error: `Il cliente ha ordinato ${ordered} pezzi: non se ne possono consegnare di più.`,
    field: 'quantity',
  }),
  heavierThanOrdered: (mostGrams: number) => ({
    code: 'error.fulfilment.heavierThanOrdered',
    error: `Il peso supera di oltre il ${PICKED_MARGIN_PERCENT}% quello ordinato: al massimo ${mostGrams} g.`,
    field: 'weight',
  }),
  dearerSubstitute: (mostCents: number) => ({
    code: 'error.fulfilment.dearerSubstitute',
    error: `Il sostituto costerebbe più del prodotto ordinato e del suo margine (al massimo ${eurosText(mostCents)}): scegline un altro o una quantità minore.`,
    field: 'substitute_product_id',
  }),
  substituteNotAllowed: {
    code: 'error.fulfilment.substituteNotAllowed',
    error: 'Il cliente non ha accettato sostituzioni per questo prodotto.',
    field: 'substitute_product_id',
  },
  substituteUnknown: {
    code: 'error.fulfilment.substituteUnknown',
    error: 'Prodotto sostitutivo non trovato o non disponibile: scegline un altro.',
    field: 'substitute_product_id',
  },
} as const;
