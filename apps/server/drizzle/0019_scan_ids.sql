ALTER TABLE "checkin_repeats" ADD COLUMN "scan_id" uuid;--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "scan_id" uuid;