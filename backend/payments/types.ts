// The payment types as the cart offers them (cart.paymentTypeList): what a chain's own server names
// and explains for each way of paying. Which types a service offers is a rule of domain/payments.ts.
import { checkoutPaymentTypes } from '../../domain/payments';

const PAYMENT_TYPE_TEXTS: Readonly<Record<number, { name: string; descr: string }>> = {
  1: {
    name: 'Contanti alla consegna',
    descr: "Paghi in contanti al corriere l'importo della spesa preparata, quando la ricevi.",
  },
  10: {
    name: 'Pagamento al ritiro',
    descr: "Paghi alla cassa del punto vendita, con carta o in contanti, l'importo della spesa preparata, quando la ritiri.",
  },
  12: {
    name: 'Carta di credito',
    descr: "Paghi online con la tua carta: ti addebitiamo solo l'importo della spesa preparata.",
  },
};

/** The types a cart of this service can be paid with, the default first. */
export function paymentTypeList(serviceId: number | null | undefined) {
  return checkoutPaymentTypes(serviceId).map((paymentTypeId) => ({ paymentTypeId, ...PAYMENT_TYPE_TEXTS[paymentTypeId] }));
}
