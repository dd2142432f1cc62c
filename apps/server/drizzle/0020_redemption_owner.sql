-- A redemption records its order's customer and event, and when a cancellation gave the use
-- back, so the coupons module counts and lists redemptions from its own rows (issue 24).
DROP INDEX "order_coupons_coupon_idx";--> statement-breakpoint
ALTER TABLE "order_coupons" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
UPDATE "order_coupons" oc SET "customer_id" = o."customer_id", "event_id" = o."event_id",
  "returned_at" = CASE WHEN o."status" = 'ANULADA' THEN coalesce(o."cancelled_at", o."updated_at") END
  FROM "orders" o WHERE o."id" = oc."order_id";--> statement-breakpoint
ALTER TABLE "order_coupons" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_coupons" ALTER COLUMN "event_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_coupons_event_idx" ON "order_coupons" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "order_coupons_coupon_idx" ON "order_coupons" USING btree ("coupon_id","customer_id");
