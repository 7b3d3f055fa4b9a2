// The wire of the time slot calls (docs/decisions/014-shopping-loop.md, shopping.md §3 "Timeslot day").
// Client-safe types for the slot screen. The delivery fee is the cart's (app/ebsn/cart.server.ts).
import { z } from 'zod';

const num = z.coerce.number();
const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const SLOT_STATUS = ['empty', 'intermediate', 'full'] as const;

export const timeslotSchema = z
  .object({
    timeslotId: num,
    name: z.string().optional(),
    beginTime: z.string(),
    endTime: z.string(),
    status: z.enum(SLOT_STATUS).catch('full'),
    active: num.default(0),
    selected: flag,
    deliveryDayPeriodId: num.default(0),
    underLeadTime: flag,
    underLockDay: flag,
    underLockCutoff: flag,
  })
  .passthrough();
export type Timeslot = z.infer<typeof timeslotSchema>;

export const timeslotDaySchema = z
  .object({ dateIso: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), selected: flag, timeslots: z.array(timeslotSchema).default([]) })
  .passthrough();
export type TimeslotDay = z.infer<typeof timeslotDaySchema>;

export const timeslotListSchema = z
  .object({ days: z.array(timeslotDaySchema).default([]), holdExpiresAt: z.string().optional(), today: z.string().optional() })
  .passthrough();
