-- An order being modified (issue 10; account.md §3, §7 order/modify): the order comes back as the
-- customer's cart until it is confirmed again. The cart says which order it is; the order itself
-- stays as it was (its slot unit, its payment) until the cart is confirmed.
ALTER TABLE "cart" ADD COLUMN IF NOT EXISTS "editing_order_id" integer;
