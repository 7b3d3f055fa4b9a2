// What the staff calls answer (account.md §3 single-sign-on user, §7 backoffice calls; decision 054).
import { z } from 'zod';
import { accountUserSchema } from './account-schemas';

export const ssoUserSchema = z
  .object({
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    roles: z.array(z.string()),
    warehouseIds: z.array(z.number()).default([]),
  })
  .passthrough();
export type SsoUser = z.infer<typeof ssoUserSchema>;

export const ssoLoginSchema = z.object({ user: ssoUserSchema }).passthrough();
export const authTestSchema = z.object({ ssoUser: ssoUserSchema.optional() }).passthrough();

const pageSchema = z.object({ selPage: z.number(), totPages: z.number(), totItems: z.number(), itemsPerPage: z.number() });
export type ListPage = z.infer<typeof pageSchema>;

export const userListSchema = z.object({
  users: z.array(
    z
      .object({
        userId: z.number(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        phone: z.string().optional(),
        city: z.string().optional(),
        fidelityCard: z.string().optional(),
        profileConfirmed: z.boolean().optional(),
      })
      .passthrough(),
  ),
  page: pageSchema,
});
export type FoundCustomer = z.infer<typeof userListSchema>['users'][number];

export const selectUserSchema = z.object({ user: accountUserSchema.nullable() }).passthrough();

const auditEntrySchema = z
  .object({
    auditId: z.number(),
    date: z.string(),
    action: z.string(),
    detail: z.record(z.unknown()).default({}),
    // written before the act (our backend): done, refused, or unknown when its outcome was not written;
    // a server that records only what was done sends none
    outcome: z.enum(['done', 'refused', 'unknown']).catch('done').default('done'),
    orderId: z.number().optional(),
    warehouseId: z.number().nullish(),
    customerUserId: z.number().optional(),
    customerName: z.string().optional(),
    staffName: z.string(),
  })
  .passthrough();
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({ entries: z.array(auditEntrySchema), page: pageSchema });
