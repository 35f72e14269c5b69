ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "cancellation_policy" text DEFAULT 'moderate' NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_refund_due_idx" ON "bookings" USING btree ("id") WHERE "bookings"."refund_amount" > 0 and not "bookings"."refunded";--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" in ('reserved', 'charged');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_amount_check" CHECK ("bookings"."refund_amount" is null or "bookings"."refund_amount" >= 0);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_cancellation_policy_check" CHECK ("locations"."cancellation_policy" in ('flexible', 'moderate', 'strict'));