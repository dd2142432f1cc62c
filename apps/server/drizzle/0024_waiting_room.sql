CREATE TABLE "queue_admissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"up_to" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"pass_expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_places" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"join_no" integer NOT NULL,
	"position" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_group" text,
	CONSTRAINT "queue_places_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "waiting_rooms" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"opens_at" timestamp with time zone,
	"pre_queue_minutes" integer DEFAULT 30 NOT NULL,
	"admit_per_minute" integer DEFAULT 100 NOT NULL,
	"pass_minutes" integer DEFAULT 15 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL,
	"drawn_at" timestamp with time zone,
	"drawn_count" integer DEFAULT 0 NOT NULL,
	"admitted" integer DEFAULT 0 NOT NULL,
	"ticked_at" timestamp with time zone,
	"credit" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "queue_admissions" ADD CONSTRAINT "queue_admissions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_places" ADD CONSTRAINT "queue_places_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_places" ADD CONSTRAINT "queue_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queue_admissions_event_idx" ON "queue_admissions" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "queue_places_event_join_idx" ON "queue_places" USING btree ("event_id","join_no");--> statement-breakpoint
CREATE INDEX "queue_places_event_position_idx" ON "queue_places" USING btree ("event_id","position") WHERE "queue_places"."position" is not null;