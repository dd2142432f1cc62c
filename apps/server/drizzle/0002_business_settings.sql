CREATE TABLE "business_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"rif" text DEFAULT '' NOT NULL,
	"support_email" text DEFAULT '' NOT NULL,
	"support_whatsapp" text DEFAULT '' NOT NULL,
	"payment_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_deadline_minutes" integer DEFAULT 1440 NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" uuid,
	CONSTRAINT "business_settings_single_row" CHECK ("business_settings"."id" = 1),
	CONSTRAINT "business_settings_deadline_check" CHECK ("business_settings"."payment_deadline_minutes" between 15 and 10080)
);
--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "business_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
