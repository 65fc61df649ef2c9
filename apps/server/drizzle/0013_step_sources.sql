CREATE TABLE "push_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "push_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "step_import_days" (
	"import_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"steps" integer NOT NULL,
	CONSTRAINT "step_import_days_import_id_day_pk" PRIMARY KEY("import_id","day")
);
--> statement-breakpoint
CREATE TABLE "step_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_bytes" bigint NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"error_key" text,
	"preview" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "step_imports_status" CHECK ("step_imports"."status" in ('processing', 'ready', 'applied', 'failed', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "day_scores" ADD COLUMN "wearable_steps" integer;--> statement-breakpoint
ALTER TABLE "day_scores" ADD COLUMN "push_steps" integer;--> statement-breakpoint
ALTER TABLE "day_scores" ADD COLUMN "import_steps" integer;--> statement-breakpoint
ALTER TABLE "day_scores" ADD COLUMN "admin_steps" integer;--> statement-breakpoint
ALTER TABLE "day_scores" ADD COLUMN "manual_steps" integer;--> statement-breakpoint
ALTER TABLE "day_scores" ADD COLUMN "earlier_steps" integer;--> statement-breakpoint
ALTER TABLE "day_scores" ADD COLUMN "import_id" bigint;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "source_priority" text[] DEFAULT '{wearable,push,import,admin,manual}' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "import_days_back" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_import_days" ADD CONSTRAINT "step_import_days_import_id_step_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."step_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_import_days" ADD CONSTRAINT "step_import_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_imports" ADD CONSTRAINT "step_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_tokens_user_id_idx" ON "push_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "step_import_days_user_day_idx" ON "step_import_days" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "step_imports_user_id_idx" ON "step_imports" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "step_imports_one_processing_per_member" ON "step_imports" USING btree ("user_id") WHERE "step_imports"."status" = 'processing';--> statement-breakpoint
ALTER TABLE "day_scores" ADD CONSTRAINT "day_scores_source_steps_range" CHECK (greatest("day_scores"."wearable_steps", "day_scores"."push_steps", "day_scores"."import_steps", "day_scores"."admin_steps", "day_scores"."manual_steps", "day_scores"."earlier_steps") <= 100000
          and least("day_scores"."wearable_steps", "day_scores"."push_steps", "day_scores"."import_steps", "day_scores"."admin_steps", "day_scores"."manual_steps", "day_scores"."earlier_steps") >= 0);--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_import_days_back_range" CHECK ("app_settings"."import_days_back" between 1 and 3660);
--> statement-breakpoint
-- The count that counts for a day: the first source in `priority` that has a count, then steps
-- recorded before sources were kept, then 0. Every writer of a source calls it in the upsert that
-- writes the source, on the row it has just locked, so concurrent writers of different sources
-- each see the other's count (docs/decisions/110).
create function counted_steps(priority text[], wearable int, push int, import int, admin int, manual int, earlier int)
returns int language plpgsql immutable parallel safe as $$
declare
  source text;
  steps int;
begin
  foreach source in array coalesce(priority, '{wearable,push,import,admin,manual}') loop
    steps := case source when 'wearable' then wearable when 'push' then push when 'import' then import
                         when 'admin' then admin when 'manual' then manual end;
    if steps is not null then return steps; end if;
  end loop;
  return coalesce(earlier, 0);
end $$;
--> statement-breakpoint
-- Days written before sources were kept. A member's days since their sensor id counts for them
-- came from their wearable as far as can be known: the sync service sends each day's count again
-- until the day is over, so its count is the one that stood. Every other count is kept as
-- `earlier`, which any new source outranks, as any new count replaced it before.
update day_scores ds set wearable_steps = ds.steps
from users u
where u.id = ds.user_id and ds.steps > 0 and u.sensor_user_id is not null
  and (u.sensor_counts_from is null or ds.day >= u.sensor_counts_from);
--> statement-breakpoint
update day_scores set earlier_steps = steps where steps > 0 and wearable_steps is null;
