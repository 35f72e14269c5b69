CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_leases_name_check" CHECK ("job_leases"."name" ~ '^[a-z][a-z0-9-]{0,62}$'),
	CONSTRAINT "job_leases_holder_check" CHECK (length("job_leases"."holder") between 1 and 200),
	CONSTRAINT "job_leases_expiry_check" CHECK ("job_leases"."expires_at" >= "job_leases"."claimed_at")
);
