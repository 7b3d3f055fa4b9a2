// Shopper accounts (account.md §2, §5, §7): users, e-mailed tokens, login attempts, the outbox,
// social identities and consents.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// A shopper. The e-mail is the login, stored lower-case (and unique whatever the case). No password
// for an account created through a social login; mfa_secret (base32) when the pin is switched on.
export const appUser = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    fiscalCode: text('fiscal_code'),
    noFiscalCode: boolean('no_fiscal_code').notNull().default(false),
    birthDate: date('birth_date', { mode: 'string' }),
    birthCountry: text('birth_country'), // ISO 3166 alpha-2, 'IT' for Italy
    birthPlace: text('birth_place'),
    birthProvince: text('birth_province'),
    gender: text('gender'), // 'M' | 'F'
    address1: text('address1'),
    addressNumber: text('address_number'),
    postalcode: text('postalcode'),
    city: text('city'),
    province: text('province'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    mfaSecret: text('mfa_secret'),
    // the 30-second step of the last pin accepted: the same pin cannot be replayed
    mfaLastStep: integer('mfa_last_step'),
    // the shop's loyalty card number and its points balance; both absent for a customer without one
    fidelityCard: text('fidelity_card'),
    userPoints: integer('user_points'),
    // the customer's favourite pickup point and home address (account.md §3), rows of table address
    defaultStoreAddressId: integer('default_store_address_id'),
    defaultDeliveryAddressId: integer('default_delivery_address_id'),
    // set when the customer had the account anonymised (account.md §4): no login, no personal data
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    // account.md §6: 2 is a customer's account, the only kind staff may search and act for
    userTypeId: integer('user_type_id').notNull().default(2),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_user_email_key').on(sql`lower(${t.email})`)],
);

// Single-use secrets sent by e-mail: registration confirmation, password reset, e-mail change.
// Only the SHA-256 of the token is kept, like session tokens.
export const userToken = pgTable(
  'user_token',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').notNull(),
    purpose: text('purpose').notNull(), // 'confirm' | 'reset' | 'email'
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    payload: jsonb('payload').$type<Record<string, unknown>>(), // 'email': { newEmail }
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_token_hash_key').on(t.tokenHash), index('user_token_user_idx').on(t.userId, t.purpose)],
);

// Every login attempt by key ('acct:<email>' or 'ip:<address>'): lockout reads it, in the database so
// every backend process sees the same counts.
export const loginAttempt = pgTable(
  'login_attempt',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    success: boolean('success').notNull(),
  },
  (t) => [index('login_attempt_key_at_idx').on(t.key, t.at)],
);

// Outgoing e-mail. Always written here; an SMTP sender (when SMTP_URL is set) drains it and keeps the
// row with sent_at. In development /dev/outbox shows it. The customer's archive (/profile/news-list,
// decision 031) reads the rows of a user_id whose kind is not 'account': account e-mails carry secret
// links and codes and are never listed.
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** the customer the mail is about, when it belongs in their archive */
    userId: integer('user_id'),
    /** 'account' (secret links and codes, never archived), 'order', 'news' */
    kind: text('kind').notNull().default('account'),
  },
  (t) => [
    index('email_outbox_unsent_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
    index('email_outbox_to_idx').on(t.to),
    index('email_outbox_user_idx').on(t.userId, t.createdAt),
  ],
);

// An account e-mail asked for by a request whose answer must not depend on the address (reset,
// resend, a registration of a taken address: issue 9). The request only writes this row, the same
// for every address; a worker after the response looks the address up and writes the e-mail, if
// any, to email_outbox. claimed_at marks a row a worker took; a claim older than a few minutes is
// taken again (its worker died).
export const mailRequest = pgTable('mail_request', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
});

// An identity at a social login provider ('google' + the provider's subject) linked to a user.
export const socialIdentity = pgTable(
  'social_identity',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_identity_user_idx').on(t.userId)],
);

// Consents asked at registration (registration module type 2 REG_WEB of store 5, spec §9).
export const registrationDisclaimer = pgTable(
  'registration_disclaimer',
  {
    id: integer('id').primaryKey(),
    storeId: integer('store_id').notNull().default(5),
    moduleTypeId: integer('module_type_id').notNull().default(2),
    title: text('title').notNull(),
    content: text('content').notNull(), // HTML
    url: text('url'),
    label: text('label'),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_disclaimer_module_idx').on(t.storeId, t.moduleTypeId)],
);

// A user's answer to a disclaimer; no row = not answered yet (check-disclaimer asks for it).
export const userDisclaimer = pgTable(
  'user_disclaimer',
  {
    userId: integer('user_id').notNull(),
    disclaimerId: integer('disclaimer_id').notNull(),
    value: boolean('value').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.disclaimerId] })],
);

// A customer's saved invoice data (account.md §7 user-person-fiscal/*): the fields of domain/invoice
// as the checkout's invoice form has them, kept to be offered again. person_fiscal_id is the id.
export const personFiscal = pgTable(
  'person_fiscal',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('person_fiscal_user_idx').on(t.userId)],
);
