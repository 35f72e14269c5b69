CREATE TABLE "local_account_links" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"type" text NOT NULL,
	"success_url" text NOT NULL,
	"failure_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_balance_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"account_id" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"source_id" text NOT NULL,
	"available_on" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "local_balance_transactions_source_id_unique" UNIQUE("source_id")
);
--> statement-breakpoint
CREATE TABLE "local_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"brand" text NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"card_id" text NOT NULL,
	"amount" integer NOT NULL,
	"platform_fee" integer NOT NULL,
	"destination_account_id" text NOT NULL,
	"transfer_id" text,
	"description" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"fee_refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_connected_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"bank_name" text,
	"bank_last4" text NOT NULL,
	"routing_number" text NOT NULL,
	"verification" text DEFAULT 'unverified' NOT NULL,
	"last_payout_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"default_card_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_idempotency" (
	"key" text PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"amount" integer NOT NULL,
	"fee_refund" integer NOT NULL,
	"transfer_reversal" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"destination_account_id" text NOT NULL,
	"amount" integer NOT NULL,
	"amount_reversed" integer DEFAULT 0 NOT NULL,
	"charge_id" text,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_account_links" ADD CONSTRAINT "local_account_links_account_id_local_connected_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."local_connected_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_balance_transactions" ADD CONSTRAINT "local_balance_transactions_account_id_local_connected_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."local_connected_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_cards" ADD CONSTRAINT "local_cards_customer_id_local_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."local_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_charges" ADD CONSTRAINT "local_charges_customer_id_local_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."local_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_charges" ADD CONSTRAINT "local_charges_card_id_local_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."local_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_charges" ADD CONSTRAINT "local_charges_destination_account_id_local_connected_accounts_id_fk" FOREIGN KEY ("destination_account_id") REFERENCES "public"."local_connected_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_refunds" ADD CONSTRAINT "local_refunds_charge_id_local_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."local_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_transfers" ADD CONSTRAINT "local_transfers_destination_account_id_local_connected_accounts_id_fk" FOREIGN KEY ("destination_account_id") REFERENCES "public"."local_connected_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_balance_transactions_account_idx" ON "local_balance_transactions" USING btree ("account_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "local_cards_customer_idx" ON "local_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "local_refunds_charge_idx" ON "local_refunds" USING btree ("charge_id");