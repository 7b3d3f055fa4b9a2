// The picking page's forms (decision 053): per line, picked (pieces or grams), missing, or a
// substitute where the customer accepted one; for the order, the status buttons.
import { z } from 'zod';
import { tPicking as t } from '~/i18n/picking';
import { MAX_ID } from '#domain/filters';

export const PICKING_INTENT = { pick: 'pick', missing: 'missing', substitute: 'substitute', move: 'move' } as const;

// Digits only, as a picker types them: z.coerce would take 0x10 or 1e2 for 16 and 100 (a probe
// recorded both). The limits are the backend's (MAX_PICKED_PIECES, MAX_PICKED_GRAMS), said by it in
// the picker's words; here a number too long to be one is refused.
const whole = () =>
  z
    .string({ invalid_type_error: t('order.numberRequired') })
    .trim()
    .regex(/^\d{1,9}$/, t('order.numberRequired'))
    .transform(Number);

export const pickSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(PICKING_INTENT.pick),
    item_id: whole(),
    quantity: whole().optional(),
    weight: whole().optional(),
  }))();

export const missingSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(PICKING_INTENT.missing), item_id: whole() }))();

export const substituteSchema = /* @__PURE__ */ (() =>
  z.object({
    intent: z.literal(PICKING_INTENT.substitute),
    item_id: whole(),
    substitute_product_id: whole().refine((id) => id >= 1 && id <= MAX_ID, t('order.numberRequired')),
    quantity: whole().optional(),
    weight: whole().optional(),
  }))();

export const moveSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(PICKING_INTENT.move), status_id: whole() }))();
