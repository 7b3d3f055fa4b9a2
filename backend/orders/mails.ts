// The order e-mails (account.md §2 Orders; the result page promises "riceverai una e-mail di
// conferma"): the confirmation when an order is placed (paid, or to be paid at delivery or pickup),
// a word when it is cancelled, by the customer or because its payment never came, and one when the
// shop takes it into preparation at its slot's cutoff (./cutoff.ts). Written to the
// outbox in the transaction that changes the order, so a rolled-back order sends nothing. The
// confirmation's link opens the order without logging in (token-order/view), by a token of its own.
// All are kind 'order' with the customer's id: they are the customer's archive (/profile/news-list).
import { eq } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import type { AppConfig } from '../config';
import { appUser, customerOrder, orderItem, timeslot } from '../db/schema';
import { hashToken, newToken } from '../ebsn/session';
import { compose, hello, type Mail } from '../accounts/emails';
import { enqueueMail } from '../accounts/outbox';
import { SERVICE } from '../../domain/services';
import { adjustmentLines, adjustmentsOf, type AdjustmentLine } from './adjustments';
import type { OrderRow } from './cancel';

const SERVICE_NAMES: Readonly<Record<number, string>> = {
  [SERVICE.home]: 'Consegna a domicilio',
  [SERVICE.drive]: 'Ritiro in negozio (Drive)',
  [SERVICE.locker]: 'Ritiro al locker',
};

const money = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
// a loose line's weight as Italian writes it: '0,35 kg'
const kilos = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3 });
const longDay = new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

function dayText(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return longDay.format(new Date(Date.UTC(y, m - 1, d)));
}

function placeText(address: Record<string, unknown>): string {
  const pick = (key: string) => (typeof address[key] === 'string' ? (address[key] as string) : '');
  return [pick('addressName'), [pick('address1'), pick('addressNumber')].filter(Boolean).join(' '), pick('city')]
    .filter(Boolean)
    .join(', ');
}

type MailConfig = Pick<AppConfig, 'shopUrl'>;

async function customerOf(tx: Tx, order: OrderRow) {
  const [user] = await tx
    .select({ email: appUser.email, firstName: appUser.firstName })
    .from(appUser)
    .where(eq(appUser.id, order.userId))
    .limit(1);
  return user;
}

async function slotText(tx: Tx, order: OrderRow): Promise<string> {
  const [slot] = await tx
    .select({ beginTime: timeslot.beginTime, endTime: timeslot.endTime })
    .from(timeslot)
    .where(eq(timeslot.id, order.timeslotId))
    .limit(1);
  const day = dayText(order.timeslotDate);
  return slot ? `${day} dalle ${slot.beginTime} alle ${slot.endTime}` : day;
}

export function orderPlacedMail(
  config: MailConfig,
  to: string,
  firstName: string,
  order: OrderRow,
  slot: string,
  lines: Array<{ name: string; quantity: number; kind: string; grossCents: number }>,
  adjustments: AdjustmentLine[],
  accessToken: string,
): Mail {
  const items = lines.map(
    (l) => `${l.name} × ${l.kind === 'Sfuso' ? `${kilos.format(l.quantity)} kg` : l.quantity}: ${money(l.grossCents)}`,
  );
  // the order's money as its page shows it, each code on its own line: the lines add up to the total
  const totals = [
    `Totale prodotti: ${money(order.goodsCents)}`,
    ...adjustmentLines(order.adjustmentsCents, adjustments).map(
      (a) => `${a.code ? `Codice sconto ${a.code} (${a.name})` : 'Sconti'}: −${money(a.amountCents)}`,
    ),
    `Spese di consegna: ${money(order.deliveryFeeCents)}`,
    `Totale ordine: ${money(order.grossCents)}`,
  ];
  const view = `${config.shopUrl}/order/${order.id}?${new URLSearchParams({ token: accessToken })}`;
  return compose(
    to,
    `Il tuo ordine n. ${order.id} è confermato`,
    hello(firstName),
    [
      `grazie per il tuo ordine n. ${order.id}.`,
      `${SERVICE_NAMES[order.deliveryServiceId] ?? 'Servizio'}: ${placeText(order.shippingAddress)}, ${slot}.`,
      ...items,
      ...totals,
      `Puoi annullare l’ordine finché non iniziamo a prepararlo, dal tuo profilo: ${config.shopUrl}/profile/orders/${order.id}`,
    ],
    { label: 'Vedi il tuo ordine', url: view },
  );
}

export function orderCancelledMail(config: MailConfig, to: string, firstName: string, order: OrderRow, unpaid: boolean): Mail {
  return compose(
    to,
    `Il tuo ordine n. ${order.id} è stato annullato`,
    hello(firstName),
    [
      unpaid
        ? `il tuo ordine n. ${order.id} è stato annullato perché il pagamento non è andato a buon fine.`
        : `come richiesto, il tuo ordine n. ${order.id} è stato annullato.`,
      'Nessun importo ti verrà addebitato: l’eventuale autorizzazione sulla carta è stata annullata.',
    ],
    { label: 'I tuoi ordini', url: `${config.shopUrl}/profile/orders` },
  );
}

export function orderInPreparationMail(config: MailConfig, to: string, firstName: string, order: OrderRow, slot: string): Mail {
  return compose(
    to,
    `Stiamo preparando il tuo ordine n. ${order.id}`,
    hello(firstName),
    [
      `abbiamo iniziato a preparare il tuo ordine n. ${order.id}, per ${slot}.`,
      'Da questo momento l’ordine non può più essere modificato né annullato.',
    ],
    { label: 'Segui il tuo ordine', url: `${config.shopUrl}/profile/orders/${order.id}` },
  );
}

/** Inside the transaction that placed the order (paid, or to be paid on delivery): its confirmation. */
export async function sendOrderPlaced(tx: Tx, config: MailConfig, order: OrderRow): Promise<void> {
  const user = await customerOf(tx, order);
  if (!user?.email) return;
  // one after the other: a transaction is one connection
  const lines = await tx.select().from(orderItem).where(eq(orderItem.orderId, order.id)).orderBy(orderItem.id);
  const slot = await slotText(tx, order);
  const adjustments = (await adjustmentsOf(tx, [order.id])).get(order.id) ?? [];
  // the mail's link opens the order without logging in: only the token's hash is kept
  const token = newToken();
  await tx
    .update(customerOrder)
    .set({ accessTokenHash: hashToken(token) })
    .where(eq(customerOrder.id, order.id));
  await enqueueMail(tx, orderPlacedMail(config, user.email, user.firstName ?? '', order, slot, lines, adjustments, token), {
    userId: order.userId,
    kind: 'order',
  });
}

/** Inside the transaction that cancelled the order. */
export async function sendOrderCancelled(tx: Tx, config: MailConfig, order: OrderRow, unpaid: boolean): Promise<void> {
  const user = await customerOf(tx, order);
  if (!user?.email) return;
  await enqueueMail(tx, orderCancelledMail(config, user.email, user.firstName ?? '', order, unpaid), {
    userId: order.userId,
    kind: 'order',
  });
}

/** What picking made of a line, for the e-mail that says the order is ready. */
export type PickedMailLine = {
  name: string;
  pickingState: string | null;
  pickedQuantity: number | null;
  kind: string;
  substituteName: string | null;
  substituteKind: string | null;
  finalGrossCents: number | null;
};

const amountText = (kind: string | null, quantity: number) => (kind === 'Sfuso' ? `${kilos.format(quantity)} kg` : String(quantity));

function pickedLineText(l: PickedMailLine): string {
  if (l.pickingState === 'missing') return `${l.name}: non disponibile, non ti viene addebitato`;
  if (l.pickingState === 'substituted')
    return `${l.name}: sostituito con ${l.substituteName ?? ''} × ${amountText(l.substituteKind, l.pickedQuantity ?? 0)}: ${money(l.finalGrossCents ?? 0)}`;
  return `${l.name} × ${amountText(l.kind, l.pickedQuantity ?? 0)}: ${money(l.finalGrossCents ?? 0)}`;
}

export type HoldOutcome = { capturedCents: number | null; releasedCents: number | null } | undefined;

/**
 * An order that moved on (decision 053): ready (with what was picked and the final amount), on its
 * way, handed over (with what the card was charged and what was released), not collected, or failed.
 * Undefined for a move the customer need not hear about (4 to 5: the picker has begun).
 */
export function orderMovedMail(
  config: MailConfig,
  to: string,
  firstName: string,
  order: OrderRow,
  lines: PickedMailLine[],
  hold: HoldOutcome,
): Mail | undefined {
  const page = { label: 'Vedi il tuo ordine', url: `${config.shopUrl}/profile/orders/${order.id}` };
  const final = order.finalGrossCents ?? order.grossCents;
  const released = hold?.releasedCents ? [`L’importo restante, ${money(hold.releasedCents)}, è stato sbloccato sulla tua carta.`] : [];
  const pickup = order.deliveryServiceId !== SERVICE.home;
  switch (order.orderStatusId) {
    case 6:
      return compose(
        to,
        pickup ? `Il tuo ordine n. ${order.id} è pronto per il ritiro` : `Il tuo ordine n. ${order.id} è quasi pronto`,
        hello(firstName),
        [
          pickup
            ? `abbiamo preparato il tuo ordine n. ${order.id}: ti aspettiamo a ${placeText(order.shippingAddress)}.`
            : `abbiamo preparato il tuo ordine n. ${order.id}: presto partirà per la consegna.`,
          ...lines.map(pickedLineText),
          `Totale finale: ${money(final)}`,
        ],
        page,
      );
    case 7:
    case 18:
      return compose(
        to,
        `Il tuo ordine n. ${order.id} è in consegna`,
        hello(firstName),
        [`il tuo ordine n. ${order.id} è partito e sta arrivando a ${placeText(order.shippingAddress)}.`, `Totale finale: ${money(final)}`],
        page,
      );
    case 8:
    case 9:
      return compose(
        to,
        order.orderStatusId === 8
          ? `Il tuo ordine n. ${order.id} è stato consegnato`
          : `Il tuo ordine n. ${order.id} è stato consegnato in parte`,
        hello(firstName),
        [
          order.orderStatusId === 8
            ? `il tuo ordine n. ${order.id} ti è stato consegnato. Grazie!`
            : `il tuo ordine n. ${order.id} ti è stato consegnato, ma alcuni prodotti mancavano: non ti vengono addebitati.`,
          `Totale finale: ${money(final)}`,
          ...(hold?.capturedCents !== null && hold?.capturedCents !== undefined
            ? [`Addebitato sulla tua carta: ${money(hold.capturedCents)}.`, ...released]
            : []),
        ],
        page,
      );
    case 12:
    case 13:
      return compose(
        to,
        order.orderStatusId === 12
          ? `Il tuo ordine n. ${order.id} non è stato ritirato`
          : `Non siamo riusciti a completare il tuo ordine n. ${order.id}`,
        hello(firstName),
        [
          order.orderStatusId === 12
            ? `il tuo ordine n. ${order.id} non è stato ritirato entro la fascia oraria scelta.`
            : `ci dispiace: non siamo riusciti a completare il tuo ordine n. ${order.id}.`,
          hold?.releasedCents
            ? `Nessun importo ti viene addebitato: ${money(hold.releasedCents)} sono stati sbloccati sulla tua carta.`
            : 'Nessun importo ti viene addebitato.',
        ],
        page,
      );
    default:
      return undefined;
  }
}

/** Inside the transaction that moved the order: the customer's e-mail about it, when there is one. */
export async function sendOrderMoved(
  tx: Tx,
  config: MailConfig,
  order: OrderRow,
  lines: PickedMailLine[],
  hold: HoldOutcome,
): Promise<void> {
  const user = await customerOf(tx, order);
  if (!user?.email) return;
  const mail = orderMovedMail(config, user.email, user.firstName ?? '', order, lines, hold);
  if (mail) await enqueueMail(tx, mail, { userId: order.userId, kind: 'order' });
}

/** Inside the transaction that took the order into preparation (./cutoff.ts). */
export async function sendOrderInPreparation(tx: Tx, config: MailConfig, order: OrderRow): Promise<void> {
  const user = await customerOf(tx, order);
  if (!user?.email) return;
  const slot = await slotText(tx, order);
  await enqueueMail(tx, orderInPreparationMail(config, user.email, user.firstName ?? '', order, slot), {
    userId: order.userId,
    kind: 'order',
  });
}
