ALTER TABLE "locations" ADD COLUMN "own_tag_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The own tags of existing properties: their tags less those their active sites carry (decision 021).
UPDATE "locations" AS l SET "own_tag_ids" = coalesce(
  (SELECT array_agg(t ORDER BY t) FROM unnest(l."tag_ids") AS t
    WHERE NOT EXISTS (SELECT 1 FROM "sites" s WHERE s."location_id" = l."id" AND s."status" = 'active' AND t = ANY (s."tag_ids"))),
  '{}'::int[]);
