-- The books: audit before/after, report indexes, orders' store and channels.
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "orders_event_created_idx" ON "orders" USING btree ("event_id","created_at");--> statement-breakpoint
-- Orders record where they were sold: the event's store, and a channel of their own for
-- courtesies and season memberships (issue 13; decision 021).
UPDATE "orders" o SET "store_id" = e."store_id" FROM "events" e WHERE e."id" = o."event_id" AND o."store_id" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "channel" = 'CORTESIA' WHERE "courtesy";--> statement-breakpoint
UPDATE "orders" o SET "channel" = 'MEMBRESIA' FROM "membership_orders" mo WHERE mo."order_id" = o."id";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_check" CHECK ("orders"."channel" in ('WEB', 'TAQUILLA', 'CORTESIA', 'MEMBRESIA'));
