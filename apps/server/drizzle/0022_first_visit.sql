CREATE TABLE "day_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"steps" integer,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "day_requests_steps_range" CHECK ("day_requests"."steps" between 0 and 200000),
	CONSTRAINT "day_requests_resolution_valid" CHECK ("day_requests"."resolution" in ('corrected', 'dismissed')),
	CONSTRAINT "day_requests_resolved_together" CHECK (("day_requests"."resolution" is null) = ("day_requests"."resolved_at" is null))
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_run_done" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "day_requests" ADD CONSTRAINT "day_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_requests" ADD CONSTRAINT "day_requests_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "day_requests_open_unique" ON "day_requests" USING btree ("user_id","day") WHERE "day_requests"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "day_requests_open_idx" ON "day_requests" USING btree ("created_at") WHERE "day_requests"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_currency_code" CHECK ("app_settings"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_first_run_done_known" CHECK ("users"."first_run_done" <@ array['steps', 'team', 'competition']::text[]);