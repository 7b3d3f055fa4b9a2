// Gift codes of the demo world (issue 10): a welcome percentage and a fixed sum anyone may use once,
// one already expired, and one the shop gave Mario (giftcertificate/list-manual-assigned). Dates
// count from the seeding. Idempotent (app_meta 'gift_codes_seed_version').
import { eq } from 'drizzle-orm';
import type { Tx } from '../cart/carts';
import { appMeta, appUser, giftCertificate, userGiftCertificate } from '../db/schema';
import { DEMO_USERS } from './accounts';
import { shopNow } from '../clock';

export const GIFT_CODES_SEED_VERSION = '1';
const DAY = 86_400_000;

export async function giftCodesSeeded(db: Pick<Tx, 'select'>): Promise<boolean> {
  return (await db.select().from(appMeta).where(eq(appMeta.key, 'gift_codes_seed_version'))).length > 0;
}

export async function seedGiftCodes(db: Tx, now: Date = shopNow()): Promise<void> {
  const inAYear = new Date(now.getTime() + 365 * DAY);
  const codes = [
    {
      code: 'BENVENUTO10',
      name: 'Benvenuto: 10% sulla spesa',
      kind: 'percent' as const,
      value: 10,
      minimumSpendCents: 5000,
      validTo: inAYear,
    },
    { code: 'SPESA5', name: '5 € di sconto', kind: 'amount' as const, value: 500, minimumSpendCents: 3000, validTo: inAYear },
    {
      code: 'ESTATE2025',
      name: 'Estate 2025',
      kind: 'amount' as const,
      value: 1000,
      minimumSpendCents: 5000,
      validTo: new Date(now.getTime() - 90 * DAY),
    },
    {
      code: 'FEDELTA15',
      name: 'Grazie della fedeltà: 15 €',
      kind: 'amount' as const,
      value: 1500,
      minimumSpendCents: 10000,
      validTo: inAYear,
    },
  ];
  await db
    .insert(giftCertificate)
    .values(codes.map((c) => ({ ...c, validFrom: new Date(now.getTime() - DAY) })))
    .onConflictDoNothing();
  const [mario] = await db.select().from(appUser).where(eq(appUser.email, DEMO_USERS.mario)).limit(1);
  const [loyalty] = await db.select().from(giftCertificate).where(eq(giftCertificate.code, 'FEDELTA15')).limit(1);
  if (mario && loyalty) {
    await db.insert(userGiftCertificate).values({ userId: mario.id, giftCertificateId: loyalty.id, manual: true }).onConflictDoNothing();
  }
  await db.insert(appMeta).values({ key: 'gift_codes_seed_version', value: GIFT_CODES_SEED_VERSION }).onConflictDoNothing();
}
