CREATE TABLE "ticket_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"zone_id" uuid,
	"user_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"state" text DEFAULT 'WAITING' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"offered_seat_ids" uuid[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_state_check" CHECK ("waitlist_entries"."state" in ('WAITING', 'OFFERED', 'EXPIRED', 'LEFT')),
	CONSTRAINT "waitlist_entries_quantity_check" CHECK ("waitlist_entries"."quantity" between 1 and 10)
);
--> statement-breakpoint
DROP INDEX "tickets_order_seat_key";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "transfer_cutoff_hours" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist_offer_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "holder_id" uuid;--> statement-breakpoint
ALTER TABLE "ticket_share_links" ADD CONSTRAINT "ticket_share_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_share_links" ADD CONSTRAINT "ticket_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_share_links_token_key" ON "ticket_share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ticket_share_links_order_idx" ON "ticket_share_links" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("event_id","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_key" ON "waitlist_entries" USING btree ("event_id","user_id") WHERE "waitlist_entries"."state" in ('WAITING', 'OFFERED');--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_holder_idx" ON "tickets" USING btree ("holder_id") WHERE "tickets"."holder_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_order_seat_key" ON "tickets" USING btree ("order_seat_id") WHERE "tickets"."is_active";--> statement-breakpoint
-- The door's read model names a passed ticket's holder (src/db/views/door-tickets.sql).
CREATE OR REPLACE VIEW door_tickets AS
SELECT t.id, t.code, t.event_id, t.seat_id, t.order_id, t.is_active, t.created_at,
  o.status AS order_status, o.number AS order_number, coalesce(t.holder_id, o.customer_id) AS holder_id,
  e.name AS event_name, e.start_at AS event_start_at,
  st.zone_id, z.name AS zone_name, st.name AS seat_name,
  nullif(trim(p.name || ' ' || p.last_name), '') AS holder_full_name,
  u.email AS holder_email, p.identification AS holder_identification
FROM tickets t
  JOIN orders o ON o.id = t.order_id
  JOIN events e ON e.id = t.event_id
  JOIN seats st ON st.id = t.seat_id
  JOIN zones z ON z.id = st.zone_id
  JOIN users u ON u.id = coalesce(t.holder_id, o.customer_id)
  LEFT JOIN profiles p ON p.user_id = u.id;
