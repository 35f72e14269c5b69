ALTER TABLE "payments" ADD COLUMN "gst_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "flat_rate_credit_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gst" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "flat_rate_credit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gst_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gst_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gst_check" CHECK ("payments"."gst" >= 0 and "payments"."flat_rate_credit" >= 0 and "payments"."gst" <= "payments"."amount" and "payments"."gst_rate_bp" >= 0 and "payments"."flat_rate_credit_bp" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gst_number_check" CHECK (not "users"."gst_registered" or "users"."gst_number" is not null);