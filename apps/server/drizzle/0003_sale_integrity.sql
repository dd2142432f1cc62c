CREATE TABLE "bank_statement_mappings" (
	"bank_id" uuid PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
DROP INDEX "payments_bank_reference_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shortfall_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "normalized_reference" text;--> statement-breakpoint
ALTER TABLE "bank_statement_mappings" ADD CONSTRAINT "bank_statement_mappings_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_mappings" ADD CONSTRAINT "bank_statement_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Existing references, normalized as packages/shared/src/payment-reference.ts does.
UPDATE "payments" SET "normalized_reference" = CASE
  WHEN "bank_id" IS NULL THEN upper(regexp_replace("reference", '[^0-9A-Za-z]', '', 'g'))
  ELSE coalesce(
    nullif(regexp_replace(regexp_replace("reference", '[^0-9]', '', 'g'), '^0+(?=[0-9])', ''), ''),
    upper(regexp_replace("reference", '[^0-9A-Za-z]', '', 'g')))
  END
WHERE "reference" IS NOT NULL;--> statement-breakpoint
-- References that only differed by their writing were accepted twice before this check:
-- the oldest keeps its place in the unique index, the later ones are kept out of it.
UPDATE "payments" p SET "normalized_reference" = NULL
FROM "payments" q
WHERE p."is_active" AND q."is_active" AND p."normalized_reference" = q."normalized_reference"
  AND coalesce(p."bank_id"::text, p."method") = coalesce(q."bank_id"::text, q."method")
  AND (q."created_at", q."id") < (p."created_at", p."id");--> statement-breakpoint
-- Orders awaiting payment get the default deadline counted from now: nobody loses a seat at upgrade.
UPDATE "orders" SET "payment_due_at" = now() + make_interval(mins => (SELECT "payment_deadline_minutes" FROM "business_settings" WHERE "id" = 1))
WHERE "status" = 'PENDIENTE';--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."status" = 'PENDIENTE';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_bank_reference_key" ON "payments" USING btree (coalesce("bank_id"::text, "method"),"normalized_reference") WHERE "payments"."is_active" and "payments"."normalized_reference" is not null;