// Anonymisation (account.md §4: request a token, check it, then anonymise). The right to erasure
// against the duty to keep accounting records: the person goes, the orders stay. The app_user row
// stays too (anonymized_at set, every personal column emptied) so that the orders keep an owner id
// and their totals still add up per customer; nothing can log in to it or find it by e-mail
// (users.ts skips anonymised rows). The token is mailed to the account's address, so a stolen
// session alone cannot erase an account, and is bound to that account.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  address,
  appUser,
  cart,
  cartGiftCode,
  cartItem,
  customerOrder,
  emailOutbox,
  loginAttempt,
  mailRequest,
  orderNote,
  parkingReservation,
  payment,
  personFiscal,
  session,
  slotHold,
  socialIdentity,
  userCompanyAddress,
  userDisclaimer,
  userPaymentAuth,
  userToken,
  wishList,
  wishListItem,
  wishListShare,
  listShareSent,
} from '../db/schema';
import type { Deps } from '../ebsn/context';
import { anonymizeMail } from './emails';
import { accountKey } from './lockout';
import { enqueueMail } from './outbox';
import { tooSoon } from './signup';
import { consumeToken, issueToken, peekToken } from './tokens';
import { normalizeEmail, type User } from './users';

/** what an anonymised account is called: a name the shop's pages can still print */
export const ANONYMOUS_NAME = 'Anonimo';

/** unique (the e-mail index) and undeliverable (.invalid is reserved, RFC 2606) */
export const anonymousEmail = (userId: number) => `anonimo-${userId}@anonimo.invalid`;

/**
 * anonymize_token_request: mails a code that supersedes any earlier one (issueToken). Not more than
 * one e-mail per MAIL_COOLDOWN_SECONDS: the previous code, a moment old, still works.
 */
export async function requestAnonymization(deps: Deps, user: User): Promise<void> {
  if (await tooSoon(deps, user.id, 'anonymize')) return;
  const token = await issueToken(deps.db, user.id, 'anonymize');
  await enqueueMail(deps.db, anonymizeMail(deps.config, user.email, user.firstName, token));
}

/** anonymize_token_check: the customer's own live code, named with the customer's own e-mail */
export async function anonymizeTokenValid(db: Database, user: User, login: string, token: string): Promise<boolean> {
  if (normalizeEmail(login) !== normalizeEmail(user.email)) return false;
  const row = await peekToken(db, token, 'anonymize');
  return row?.userId === user.id;
}

// Keys of an order's shipping address that describe a home rather than a shop: a pickup point's
// address is the chain's own and stays as it was.
const HOME_ADDRESS_DETAILS = [
  'addressName',
  'address1',
  'addressNumber',
  'doorbellName',
  'floor',
  'addressNote',
  'phone',
  'latitude',
  'longitude',
];
// The order's infos the customer typed: free text and the invoice's holder (name, fiscal code, address).
const PERSONAL_ORDER_INFOS = ['invoice_data', 'order_comment'];

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * user_anonymize: spends the code and erases the person, all in one transaction (the code is spent
 * only if the erasure commits; two requests with one code cannot both pass, see tokens.ts). Answers
 * false when the code is not this customer's live one.
 */
export async function anonymizeAccount(db: Database, user: User, token: string): Promise<boolean> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    if (!(await consumeToken(tx, token, 'anonymize', user.id))) return false;
    const id = user.id;
    const email = normalizeEmail(user.email);

    // What only served the person: gone.
    await tx.delete(session).where(eq(session.userId, id)); // every session, this request's too
    await tx.delete(userToken).where(eq(userToken.userId, id));
    await tx.delete(socialIdentity).where(eq(socialIdentity.userId, id));
    await tx.delete(userDisclaimer).where(eq(userDisclaimer.userId, id));
    await tx.delete(personFiscal).where(eq(personFiscal.userId, id));
    await tx.delete(userPaymentAuth).where(eq(userPaymentAuth.userId, id));
    await tx.delete(userCompanyAddress).where(eq(userCompanyAddress.userId, id));
    await tx.delete(parkingReservation).where(eq(parkingReservation.userId, id)); // car and plate

    const ownLists = tx.select({ id: wishList.id }).from(wishList).where(eq(wishList.userId, id));
    await tx.delete(wishListItem).where(inArray(wishListItem.listId, ownLists));
    // the lists shared with the person's address, and the shares they sent (counted for the throttle)
    await tx.delete(wishListShare).where(or(inArray(wishListShare.listId, ownLists), eq(wishListShare.email, email)));
    await tx.delete(listShareSent).where(eq(listShareSent.userId, id));
    await tx.delete(wishList).where(eq(wishList.userId, id));

    // the cart as a whole: its infos may hold invoice data and a comment, its address is a home
    const carts = tx.select({ id: cart.id }).from(cart).where(eq(cart.userId, id));
    await tx.delete(cartItem).where(inArray(cartItem.cartId, carts));
    await tx.delete(slotHold).where(inArray(slotHold.cartId, carts));
    await tx.delete(cartGiftCode).where(inArray(cartGiftCode.cartId, carts));
    await tx.delete(cart).where(eq(cart.userId, id));

    // Orders stay for the accounts, without the person: home addresses reduced to their town,
    // typed infos dropped, the guest link (token-order/view) dead, the card's digits forgotten.
    const home = sql`(${customerOrder.shippingAddress}->>'addressTypeId' = '2' or ${customerOrder.shippingAddress}->>'addressType' = 'home')`;
    await tx
      .update(customerOrder)
      .set({
        shippingAddress: sql`case when ${home} then (${customerOrder.shippingAddress} - ${textArray(HOME_ADDRESS_DETAILS)}) || ${JSON.stringify(
          { addressName: ANONYMOUS_NAME, address1: ANONYMOUS_NAME },
        )}::jsonb else ${customerOrder.shippingAddress} end`,
        addressId: sql`case when ${home} then null else ${customerOrder.addressId} end`,
        infos: sql`${customerOrder.infos} - ${textArray(PERSONAL_ORDER_INFOS)}`,
        accessTokenHash: null,
      })
      .where(eq(customerOrder.userId, id));
    await tx.update(payment).set({ cardLast4: null, cardExpiry: null }).where(eq(payment.userId, id));
    await tx.update(orderNote).set({ body: '' }).where(eq(orderNote.userId, id)); // the stars stay
    // after the orders: they no longer point at these rows
    await tx.delete(address).where(eq(address.userId, id));

    // Traces of the old address elsewhere: login counters, queued and kept e-mails.
    const pairPrefix = `pair:${email}|`;
    await tx
      .delete(loginAttempt)
      .where(or(eq(loginAttempt.key, accountKey(email)), eq(sql`left(${loginAttempt.key}, ${pairPrefix.length})`, pairPrefix)));
    await tx.delete(mailRequest).where(eq(mailRequest.email, email));
    // the archive too (decision 031): every mail of this customer, whatever address it went to
    await tx.delete(emailOutbox).where(or(eq(sql`lower(${emailOutbox.to})`, email), eq(emailOutbox.userId, id)));

    await tx
      .update(appUser)
      .set({
        email: anonymousEmail(id),
        passwordHash: null,
        firstName: ANONYMOUS_NAME,
        lastName: ANONYMOUS_NAME,
        phone: null,
        fiscalCode: null,
        noFiscalCode: false,
        birthDate: null,
        birthCountry: null,
        birthPlace: null,
        birthProvince: null,
        gender: null,
        address1: null,
        addressNumber: null,
        postalcode: null,
        city: null,
        province: null,
        confirmedAt: null,
        mfaSecret: null,
        mfaLastStep: null,
        fidelityCard: null,
        userPoints: null,
        defaultStoreAddressId: null,
        defaultDeliveryAddressId: null,
        anonymizedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(appUser.id, id), isNull(appUser.anonymizedAt)));
    return true;
  });
}
