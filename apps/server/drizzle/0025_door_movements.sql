CREATE TABLE "checkin_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"ticket_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"moved_by" uuid NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gate" text,
	"offline" boolean DEFAULT false NOT NULL,
	"scan_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkin_movements_direction_check" CHECK ("checkin_movements"."direction" in ('ENTRY', 'EXIT'))
);
--> statement-breakpoint
CREATE TABLE "event_door_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"allow_reentry" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "inside" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "checkin_movements" ADD CONSTRAINT "checkin_movements_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_movements" ADD CONSTRAINT "checkin_movements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_movements" ADD CONSTRAINT "checkin_movements_moved_by_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_door_settings" ADD CONSTRAINT "event_door_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_door_settings" ADD CONSTRAINT "event_door_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkin_movements_ticket_idx" ON "checkin_movements" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "checkin_movements_event_idx" ON "checkin_movements" USING btree ("event_id");