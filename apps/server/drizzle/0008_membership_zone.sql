-- A membership type may name the zone (by its code in each event) its seats must be in.
ALTER TABLE "membership_types" ADD COLUMN "zone_code" text;
