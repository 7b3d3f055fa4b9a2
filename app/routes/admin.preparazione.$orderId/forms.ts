// The picking page's forms (decision 053): per line, picked (pieces or grams), missing, or a
// substitute where the customer accepted one; for the order, the status buttons.
import { z } from 'zod';
import { tPicking as t } from '~/i18n/picking';
import { MAX_ID } from '#domain/filters';

export const PICKING_INTENT = { pick: 'pick', missing: 'missing', substitute: 'substitute', move: 'move' } as const;

const whole = () =>
  z.coerce
    .number({ invalid_type_error: t('order.numberRequired') })
    .int(t('order.numberRequired'))
    .min(0)
    .max(1_000_000);

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
    substitute_product_id: z.coerce
      .number({ required_error: t('order.numberRequired'), invalid_type_error: t('order.numberRequired') })
      .int(t('order.numberRequired'))
      .min(1, t('order.numberRequired'))
      .max(MAX_ID),
    quantity: whole().optional(),
    weight: whole().optional(),
  }))();

export const moveSchema = /* @__PURE__ */ (() => z.object({ intent: z.literal(PICKING_INTENT.move), status_id: whole() }))();
