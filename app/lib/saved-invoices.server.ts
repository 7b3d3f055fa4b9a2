// The customer's saved invoice data at the checkout (decision 029): the choices «Usa dati salvati»
// offers, and the chosen record put in the cart's invoice data with the invoice asked for. The record
// is read back from the customer's own list, so an id that is not theirs is one that is gone.
import { listPersonFiscal, type PersonFiscal } from '~/ebsn/account-area.server';
import type { ApiContext } from '~/ebsn/client.server';
import { updateCartInfo } from '~/ebsn/cart.server';
import { tCheckout as t } from '~/i18n/checkout';
import { invoiceCode, invoiceHolder } from './invoice-forms';
import { log } from './log.server';

/** A saved record as the choice names it: who, and their VAT number or fiscal code. */
function label(record: PersonFiscal): string {
  const holder = invoiceHolder(record);
  const code = invoiceCode(record);
  return code ? t('invoice.savedOption', { holder, code }) : holder;
}

/** The choices of «Usa dati salvati»; none when they cannot be read (the fields are typed as before). */
export async function savedInvoiceChoices(api: ApiContext): Promise<Array<{ id: number; label: string }>> {
  try {
    return (await listPersonFiscal(api)).map((record) => ({ id: record.personFiscalId, label: label(record) }));
  } catch (error) {
    log.warn({ err: (error as Error).message }, 'saved invoice data unavailable for the invoice form');
    return [];
  }
}

/** The record `id` as the cart's invoice data, the invoice asked for: its holder and the cart, or null when it is gone. */
export async function fillCartInvoice(api: ApiContext, id: number) {
  const record = (await listPersonFiscal(api)).find((r) => r.personFiscalId === id);
  if (!record) return null;
  const { personFiscalId: _id, ...invoice } = record;
  let answer = await updateCartInfo(api, 'invoice_data', JSON.stringify(invoice));
  if (answer.data.cartInfos.need_invoice !== 'true') answer = await updateCartInfo(api, 'need_invoice', 'true');
  return { holder: invoiceHolder(record), cart: answer.data };
}
