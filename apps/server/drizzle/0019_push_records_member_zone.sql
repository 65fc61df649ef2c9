CREATE TABLE "push_records" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"source_kind" text DEFAULT 'app' NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"day" date,
	"steps" integer NOT NULL,
	CONSTRAINT "push_records_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "push_records_steps_range" CHECK ("push_records"."steps" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "client" text;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "client_version" text;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "last_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_records" ADD CONSTRAINT "push_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_records_user_start_idx" ON "push_records" USING btree ("user_id","start");--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_client_known" CHECK ("push_tokens"."client" in ('hc-webhook', 'health-auto-export', 'entries'));