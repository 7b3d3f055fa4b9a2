// Accounts part of the demo world: the registration disclaimers of store 5 (module type 2 REG_WEB)
// and two demo customers whose credentials the README gives:
// - mario.rossi@example.com / Spesa!2026: confirmed, no MFA, every consent answered, a loyalty card
//   with points (so login answers carry fidelityCard and userPoints);
// - giulia.bianchi@example.com / Spesa!2026: confirmed, MFA on with the fixed secret below (any
//   authenticator app, or `generateTOTP({ secret })` in tests), the optional "Profilazione" consent
//   not answered so the consent dialog appears after her login.
// Idempotent (existing rows are left alone), so it also completes databases seeded before accounts
// existed. Passwords are hashed here, at seed time.
// - paolo.esposito@example.com and sara.colombo@example.com / Spesa!2026: confirmed, no MFA, every consent
//   answered, no address chosen yet: new shoppers of the shop (the e2e journeys of service, address
//   and slot shop as them, beside the cart's journeys as Mario and Giulia).
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appMeta, appUser, registrationDisclaimer, userDisclaimer } from '../db/schema';
import { hashPassword } from '../accounts/passwords';

export const ACCOUNTS_SEED_VERSION = '1';
export const DEMO_PASSWORD = 'Spesa!2026';
/** base32; otpauth://totp/Spesa:giulia.bianchi%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Spesa */
export const DEMO_MFA_SECRET = 'JBSWY3DPEHPK3PXP';
export const DEMO_FIDELITY_CARD = '2990000012342';
export const DEMO_USER_POINTS = 1250;
export const DEMO_USERS = {
  mario: 'mario.rossi@example.com',
  giulia: 'giulia.bianchi@example.com',
  paolo: 'paolo.esposito@example.com',
  sara: 'sara.colombo@example.com',
} as const;

const ADDED = new Date('2026-11-01T08:00:00Z');

export const DISCLAIMERS = [
  {
    id: 1,
    title: 'Informativa privacy',
    label:
      "Dichiaro di aver letto l'informativa sulla privacy e acconsento al trattamento dei miei dati personali per la gestione dell'account e degli ordini.",
    url: '/page/privacy-policy',
    required: true,
    content:
      '<p>Ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR), Spesa S.p.A., titolare del trattamento, ti informa che i tuoi dati personali sono trattati per creare e gestire il tuo account, evadere i tuoi ordini e adempiere agli obblighi di legge.</p><p>Il conferimento dei dati è necessario: senza di esso non è possibile completare la registrazione. Puoi esercitare in ogni momento i diritti di accesso, rettifica, cancellazione e opposizione scrivendo a <a href="mailto:privacy@spesa.example">privacy@spesa.example</a>.</p>',
  },
  {
    id: 2,
    title: 'Consenso marketing',
    label: 'Acconsento a ricevere comunicazioni commerciali, offerte e promozioni via e-mail, SMS e notifiche.',
    url: '/page/privacy-policy',
    required: false,
    content:
      '<p>Con il tuo consenso potremo inviarti newsletter, offerte personalizzate e promozioni dei nostri punti vendita via e-mail, SMS e notifiche push.</p><p>Il consenso è facoltativo e puoi revocarlo in qualsiasi momento dal tuo profilo o con il link presente in ogni comunicazione.</p>',
  },
  {
    id: 3,
    title: 'Profilazione',
    label: "Acconsento all'analisi delle mie abitudini di acquisto per ricevere proposte in linea con i miei interessi.",
    url: '/page/privacy-policy',
    required: false,
    content:
      '<p>Con il tuo consenso analizzeremo i tuoi acquisti e la tua navigazione per proporti prodotti, ricette e offerte in linea con i tuoi gusti.</p><p>Il consenso è facoltativo e revocabile in qualsiasi momento; il suo rifiuto non ha alcuna conseguenza sui servizi che ricevi.</p>',
  },
];

type DemoUser = typeof appUser.$inferInsert & { answers: Array<[number, boolean]> };

function demoUsers(passwordHash: string): DemoUser[] {
  const confirmedAt = ADDED;
  return [
    {
      email: DEMO_USERS.mario,
      passwordHash,
      firstName: 'Mario',
      lastName: 'Rossi',
      phone: '+39 049 1234567',
      fiscalCode: 'RSSMRA80E15G224S',
      birthDate: '1980-05-15',
      birthCountry: 'IT',
      birthPlace: 'Padova',
      birthProvince: 'PD',
      gender: 'M',
      address1: 'Via Roma',
      addressNumber: '12',
      postalcode: '35122',
      city: 'Padova',
      province: 'PD',
      confirmedAt,
      fidelityCard: DEMO_FIDELITY_CARD,
      userPoints: DEMO_USER_POINTS,
      answers: [
        [1, true],
        [2, true],
        [3, false],
      ],
    },
    {
      email: DEMO_USERS.giulia,
      passwordHash,
      firstName: 'Giulia',
      lastName: 'Bianchi',
      phone: '+39 051 7654321',
      fiscalCode: 'BNCGLI90C62A944D',
      birthDate: '1990-03-22',
      birthCountry: 'IT',
      birthPlace: 'Bologna',
      birthProvince: 'BO',
      gender: 'F',
      address1: 'Via Emilia',
      addressNumber: '5',
      postalcode: '40121',
      city: 'Bologna',
      province: 'BO',
      confirmedAt,
      mfaSecret: DEMO_MFA_SECRET,
      answers: [
        [1, true],
        [2, false],
      ],
    },
    {
      email: DEMO_USERS.paolo,
      passwordHash,
      firstName: 'Paolo',
      lastName: 'Esposito',
      phone: '+39 045 5550101',
      fiscalCode: 'SPSPLA85A01L781P',
      birthDate: '1985-01-01',
      birthCountry: 'IT',
      birthPlace: 'Verona',
      birthProvince: 'VR',
      gender: 'M',
      address1: 'Via Mazzini',
      addressNumber: '3',
      postalcode: '37121',
      city: 'Verona',
      province: 'VR',
      confirmedAt,
      answers: [
        [1, true],
        [2, true],
        [3, true],
      ],
    },
    {
      email: DEMO_USERS.sara,
      passwordHash,
      firstName: 'Sara',
      lastName: 'Colombo',
      phone: '+39 059 5550202',
      fiscalCode: 'CLMSRA92M41F257H',
      birthDate: '1992-08-01',
      birthCountry: 'IT',
      birthPlace: 'Modena',
      birthProvince: 'MO',
      gender: 'F',
      address1: 'Via Emilia Centro',
      addressNumber: '20',
      postalcode: '41121',
      city: 'Modena',
      province: 'MO',
      confirmedAt,
      answers: [
        [1, true],
        [2, true],
        [3, true],
      ],
    },
  ];
}

export async function seedAccounts(db: Database): Promise<void> {
  await db
    .insert(registrationDisclaimer)
    .values(DISCLAIMERS.map((d, i) => ({ ...d, storeId: 5, moduleTypeId: 2, position: i + 1, addedAt: ADDED })))
    .onConflictDoNothing();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const { answers, ...user } of demoUsers(passwordHash)) {
    const [created] = await db.insert(appUser).values(user).onConflictDoNothing().returning({ id: appUser.id });
    if (!created) continue; // already there
    await db
      .insert(userDisclaimer)
      .values(answers.map(([disclaimerId, value]) => ({ userId: created.id, disclaimerId, value, answeredAt: ADDED })));
  }
  await db.insert(appMeta).values({ key: 'accounts_seed_version', value: ACCOUNTS_SEED_VERSION }).onConflictDoNothing();
}

/** the e-mail of load-test shopper n (1, 2...), seeded by seedShoppers */
export const shopperEmail = (n: number) => `shopper.${n}@example.com`;

/**
 * `count` confirmed customers like Paolo (the demo password, no MFA, every consent answered), one per
 * connection of a load test (bench/load.mjs): a shop's concurrent adds to cart come from different
 * shoppers' carts, while one customer's cart takes its adds one at a time (a row lock). Those already
 * there are kept; answers how many were added.
 */
export async function seedShoppers(db: Database, count: number): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const paolo = demoUsers(passwordHash).find((u) => u.email === DEMO_USERS.paolo)!;
  let added = 0;
  for (let n = 1; n <= count; n++) {
    const { answers, ...like } = paolo;
    const user = { ...like, email: shopperEmail(n), firstName: 'Cliente', lastName: `Prova ${n}`, fiscalCode: null, noFiscalCode: true };
    const [created] = await db.insert(appUser).values(user).onConflictDoNothing().returning({ id: appUser.id });
    if (!created) continue;
    await db
      .insert(userDisclaimer)
      .values(answers.map(([disclaimerId, value]) => ({ userId: created.id, disclaimerId, value, answeredAt: ADDED })));
    added++;
  }
  return added;
}

export async function accountsSeeded(db: Database): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, 'accounts_seed_version'));
  return rows.length > 0;
}
