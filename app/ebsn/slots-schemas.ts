// The wire of the time slot and delivery fee calls (docs/decisions/014-shopping-loop.md, shopping.md §3
// "Timeslot day", "Delivery fee"). Client-safe types for the slot screen.
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
  .object({ days: z.array(timeslotDaySchema).default([]), holdExpiresAt: z.string().optional() })
  .passthrough();

export const deliveryFeeSchema = z
  .object({
    deliveryFeeRows: z
      .array(
        z
          .object({
            deliveryFeeRowId: num,
            range: z.object({ from: num, to: num.optional() }).passthrough(),
            fee: num,
            shortDescr: z.string().optional(),
          })
          .passthrough(),
      )
      .default([]),
    deliveryFee: num.optional(),
    goodsTotal: num.optional(),
    nextBand: z.object({ threshold: num, fee: num, missing: num }).passthrough().optional(),
  })
  .passthrough();
export type DeliveryFee = z.infer<typeof deliveryFeeSchema>;
