// "Shop at work" (account.md: an address can be subscribed to a company service): a company's code
// unlocks its pickup point (a Drive at its canteen) for the customer who enters it. Subscribing
// twice changes nothing.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { address, companyCode, userCompanyAddress } from '../db/schema';
import type { AddressRow } from './wire';

export type Subscription = { companyName: string; point: AddressRow };

/** Links the customer to the point the code unlocks; undefined for a code that unlocks nothing. */
export async function subscribeCompany(db: Database, userId: number, code: string): Promise<Subscription | undefined> {
  const [company] = await db.select().from(companyCode).where(eq(companyCode.code, code.trim().toUpperCase())).limit(1);
  if (!company) return undefined;
  const [point] = await db.select().from(address).where(eq(address.id, company.addressId)).limit(1);
  if (!point || point.deletedAt) return undefined;
  await db.insert(userCompanyAddress).values({ userId, addressId: point.id }).onConflictDoNothing();
  return { companyName: company.companyName, point };
}
