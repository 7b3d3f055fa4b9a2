-- The guest view of an order (account.md §6 "guests can view an order with an access token"): the
-- hash of the token its confirmation e-mail carries.
ALTER TABLE "customer_order" ADD COLUMN IF NOT EXISTS "access_token_hash" text;
