ALTER TABLE "mail_outbox" ADD COLUMN "carries_secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Reset and activation e-mails carry a one-use link: mark them, and forget the body of those already sent or given up.
UPDATE "mail_outbox" SET "carries_secret" = true WHERE "template" IN ('recovery', 'activation');--> statement-breakpoint
UPDATE "mail_outbox" SET "html" = '<p>Contenido borrado tras el envío: llevaba un enlace de un solo uso.</p>', "text" = 'Contenido borrado tras el envío: llevaba un enlace de un solo uso.' WHERE "carries_secret" AND "status" <> 'PENDING';
