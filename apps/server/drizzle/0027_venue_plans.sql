CREATE TABLE "location_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"plan" jsonb NOT NULL,
	"seats" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "plan_id" uuid;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "access" text;--> statement-breakpoint
ALTER TABLE "location_plans" ADD CONSTRAINT "location_plans_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_plans" ADD CONSTRAINT "location_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "location_plans_version_key" ON "location_plans" USING btree ("location_id","version");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_plan_id_location_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."location_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_access_check" CHECK ("seats"."access" in ('ACCESSIBLE', 'COMPANION'));