CREATE TABLE "activity_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"activity" text NOT NULL,
	"intensity" text NOT NULL,
	"minutes" integer NOT NULL,
	"steps" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_entries_minutes_range" CHECK ("activity_entries"."minutes" between 1 and 600),
	CONSTRAINT "activity_entries_steps_range" CHECK ("activity_entries"."steps" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"subject_id" integer,
	"target" text,
	"target_id" bigint,
	"before" jsonb,
	"after" jsonb,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "day_corrections" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"corrected_by" integer,
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_corrections_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "day_reviews" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"decision" text NOT NULL,
	"flags" text[] NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_reviews_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "day_reviews_decision_valid" CHECK ("day_reviews"."decision" in ('approved', 'voided'))
);
--> statement-breakpoint
ALTER TABLE "day_scores" DROP CONSTRAINT "day_scores_source_steps_range";--> statement-breakpoint
ALTER TABLE "day_scores" ADD COLUMN "activity_steps" integer;--> statement-breakpoint
ALTER TABLE "day_scores" ADD COLUMN "correction_steps" integer;--> statement-breakpoint
ALTER TABLE "day_scores" ADD COLUMN "flags" text[];--> statement-breakpoint
ALTER TABLE "day_scores" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "step_caps" jsonb DEFAULT '{"wearable":null,"push":null,"import":null,"admin":null,"manual":20000,"activity":20000,"any":60000}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "hold_flagged_days" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "outlier_multiple" numeric(3, 1) DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "outlier_floor" integer DEFAULT 25000 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "activity_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "activity_rates" jsonb DEFAULT '{"cycling":{"light":60,"moderate":100,"vigorous":150},"swimming":{"light":70,"moderate":110,"vigorous":160},"wheelchair":{"light":60,"moderate":100,"vigorous":150},"yoga":{"light":40,"moderate":70,"vigorous":100},"rowing":{"light":70,"moderate":110,"vigorous":160},"dancing":{"light":60,"moderate":100,"vigorous":140},"strength":{"light":50,"moderate":80,"vigorous":120}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_corrections" ADD CONSTRAINT "day_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_corrections" ADD CONSTRAINT "day_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_reviews" ADD CONSTRAINT "day_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_reviews" ADD CONSTRAINT "day_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_entries_user_day_idx" ON "activity_entries" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "day_scores_pending_review_idx" ON "day_scores" USING btree ("day","user_id") WHERE "day_scores"."flags" is not null and "day_scores"."review" is null;--> statement-breakpoint
ALTER TABLE "day_scores" ADD CONSTRAINT "day_scores_review_valid" CHECK ("day_scores"."review" in ('approved', 'voided'));--> statement-breakpoint
ALTER TABLE "day_scores" ADD CONSTRAINT "day_scores_source_steps_range" CHECK (greatest("day_scores"."wearable_steps", "day_scores"."push_steps", "day_scores"."import_steps", "day_scores"."admin_steps", "day_scores"."manual_steps", "day_scores"."earlier_steps", "day_scores"."activity_steps", "day_scores"."correction_steps") <= 100000
          and least("day_scores"."wearable_steps", "day_scores"."push_steps", "day_scores"."import_steps", "day_scores"."admin_steps", "day_scores"."manual_steps", "day_scores"."earlier_steps", "day_scores"."activity_steps", "day_scores"."correction_steps") >= 0);--> statement-breakpoint
-- What a day counts, and why it is flagged, from its sources, the admin's rules (the source
-- priority, the caps, the outlier floor and multiple, whether flagged days wait) and the admin's
-- decision on it. Every writer of a day row calls it in the statement that writes the
-- row, on the row it has just locked (docs/decisions/110 and 113):
-- - an admin's correction counts as it is, unflagged;
-- - otherwise the highest-priority walking source present (then steps recorded before sources
--   were kept), within its cap, plus the activity converter's steps within theirs, and the day
--   within the cap for any source; steps above a cap do not count and flag the day (`cap`);
-- - `outlier`: at or above the floor and above the multiple of the member's median over the 28
--   days before (days with steps), or with no such days at all;
-- - `repeated`: a count someone can type (push, import, admin CSV, manual; not a wearable sync),
--   of 1,000 or more, the same as that source gave the two days before;
-- - `round`: a manual entry of 10,000 or more in whole thousands;
-- - a voided day counts 0, and so does a flagged day nobody has decided on when the admin holds
--   flagged days for review.
-- The answer is `{steps, cap, outlier, repeated, round}`, each flag 1 when raised (`day_flags`
-- names them). The rules come as plain values and the answer as an array of integers: a record
-- either way costs a sync, which writes 10,000 rows a call, several times as much.
create function day_count(
  priority text[], caps jsonb, outlier_floor int, outlier_multiple numeric, hold_flagged boolean,
  member int, on_day date,
  wearable int, push int, import int, admin int, manual int, earlier int, activity int, correction int,
  review text
) returns int[] language plpgsql stable as $$
declare
  source text;
  chosen text;
  raw int;
  walked int;
  cap int;
  moved int;
  steps int;
  is_capped int := 0;
  is_outlier int := 0;
  is_repeated int := 0;
  is_round int := 0;
  median numeric;
begin
  if correction is not null then return array[correction, 0, 0, 0, 0]; end if;
  foreach source in array coalesce(priority, '{wearable,push,import,admin,manual}') loop
    raw := case source when 'wearable' then wearable when 'push' then push when 'import' then import
                       when 'admin' then admin when 'manual' then manual end;
    if raw is not null then chosen := source; exit; end if;
  end loop;
  if chosen is null and earlier is not null then raw := earlier; chosen := 'earlier'; end if;
  walked := coalesce(raw, 0);
  cap := (caps ->> chosen)::int;
  if walked > cap then walked := cap; is_capped := 1; end if;
  moved := coalesce(activity, 0);
  cap := (caps ->> 'activity')::int;
  if moved > cap then moved := cap; is_capped := 1; end if;
  steps := walked + moved;
  cap := (caps ->> 'any')::int;
  if steps > cap then steps := cap; is_capped := 1; end if;
  steps := least(steps, 100000);
  if steps >= outlier_floor then
    select percentile_cont(0.5) within group (order by d.steps) into median
    from day_scores d where d.user_id = member and d.day between on_day - 28 and on_day - 1 and d.steps > 0;
    if median is null or steps > outlier_multiple * median then is_outlier := 1; end if;
  end if;
  if chosen in ('push', 'import', 'admin', 'manual') and raw >= 1000 then
    if (select count(*) from day_scores d
        where d.user_id = member and d.day between on_day - 2 and on_day - 1
          and case chosen when 'push' then d.push_steps when 'import' then d.import_steps
                          when 'admin' then d.admin_steps else d.manual_steps end = raw) = 2 then
      is_repeated := 1;
    end if;
  end if;
  if chosen = 'manual' and raw >= 10000 and raw % 1000 = 0 then is_round := 1; end if;
  if review = 'voided' or (review is null and is_capped + is_outlier + is_repeated + is_round > 0 and hold_flagged) then
    steps := 0;
  end if;
  return array[steps, is_capped, is_outlier, is_repeated, is_round];
end $$;
--> statement-breakpoint
-- The names of the flags a `day_count` answer raises, in that order; null for none. In PL/pgSQL:
-- an SQL function would be run as a query of its own wherever its argument is a function call.
create function day_flags(counted int[]) returns text[] language plpgsql immutable as $$
begin
  if counted is null or counted[2] + counted[3] + counted[4] + counted[5] = 0 then return null; end if;
  return nullif(array_remove(array[
    case when counted[2] = 1 then 'cap' end, case when counted[3] = 1 then 'outlier' end,
    case when counted[4] = 1 then 'repeated' end, case when counted[5] = 1 then 'round' end
  ], null), '{}');
end $$;
--> statement-breakpoint
-- The rules are read in every write from now on: the settings row exists from here, with the
-- columns' defaults where no admin has saved settings yet.
insert into app_settings (id) values (1) on conflict do nothing;
--> statement-breakpoint
drop function counted_steps(text[], int, int, int, int, int, int);
--> statement-breakpoint
-- Nobody changes the audit trail: an update or delete is refused, but for the update a deleted
-- account's foreign keys make (its ids become null, the entry stays).
create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE'
     and (new.actor_id is null or new.actor_id = old.actor_id)
     and (new.subject_id is null or new.subject_id = old.subject_id)
     and (new.id, new.at, new.action, new.target, new.target_id, new.reason) is not distinct from
         (old.id, old.at, old.action, old.target, old.target_id, old.reason)
     and new.before is not distinct from old.before and new.after is not distinct from old.after then
    return new;
  end if;
  raise exception 'the audit trail cannot be changed' using errcode = 'insufficient_privilege';
end $$;
--> statement-breakpoint
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function audit_log_append_only();
