ALTER TABLE "refresh_tokens" ADD COLUMN "session_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A session signed in before this column started when its family's first token was issued (only the tokens that can still be presented are worth the write).
UPDATE "refresh_tokens" t SET "session_started_at" = f."started" FROM (SELECT "family_id", min("created_at") AS "started" FROM "refresh_tokens" GROUP BY "family_id") f WHERE f."family_id" = t."family_id" AND t."spent_at" IS NULL AND t."revoked_at" IS NULL;
