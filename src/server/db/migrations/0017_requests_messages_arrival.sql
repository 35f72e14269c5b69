CREATE TABLE "message_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"guest_id" text NOT NULL,
	"host_id" text,
	"payment_id" uuid,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"guest_read_at" timestamp with time zone,
	"host_read_at" timestamp with time zone,
	"guest_emailed_at" timestamp with time zone,
	"host_emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"sender_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_body_length_check" CHECK (char_length("messages"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "local_charges" ADD COLUMN "status" text DEFAULT 'captured' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "arrival_instructions" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_authorisation_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "request_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "request_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "request_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "arrival_reminder_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "booking_mode" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_payment_key" ON "message_threads" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_inquiry_key" ON "message_threads" USING btree ("location_id","guest_id") WHERE "message_threads"."payment_id" is null;--> statement-breakpoint
CREATE INDEX "message_threads_guest_idx" ON "message_threads" USING btree ("guest_id","last_message_at");--> statement-breakpoint
CREATE INDEX "message_threads_host_idx" ON "message_threads" USING btree ("host_id","last_message_at");--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "payments_requested_idx" ON "payments" USING btree ("request_expires_at") WHERE "payments"."request_status" = 'requested';--> statement-breakpoint
CREATE INDEX "payments_host_idx" ON "payments" USING btree ("host_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_request_status_check" CHECK ("payments"."request_status" is null or "payments"."request_status" in ('requested', 'accepted', 'declined', 'expired', 'withdrawn', 'failed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('reserved', 'failed', 'authorised', 'charged', 'confirmed', 'released', 'refunded'));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_booking_mode_check" CHECK ("sites"."booking_mode" in ('instant', 'request'));