ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_state_check";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "fulfilled_order_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_state_check" CHECK ("waitlist_entries"."state" in ('WAITING', 'OFFERED', 'EXPIRED', 'LEFT', 'FULFILLED'));