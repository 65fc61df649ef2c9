ALTER TABLE "audit_log" ADD COLUMN "mentions" jsonb;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_mentions_idx" ON "audit_log" USING gin ("mentions");--> statement-breakpoint
CREATE INDEX "mail_queue_user_idx" ON "mail_queue" USING btree ("user_id");--> statement-breakpoint
-- A deleted account's mails go by the member's id, to whatever address they had (docs/decisions/117).
-- Mails queued before this migration are matched by the address the member has now.
update mail_queue set user_id = users.id from users where users.email = mail_queue.to_address;
--> statement-breakpoint
-- Which words of the entries written so far name a member, by id: a member action's target is that
-- member's name; a lead handed on names the member who lost it (the entry's subject) before and the
-- one who took it after; a deleted team names its leader. The last two recorded a name only: it is
-- taken to be the member who has that name now, when exactly one has. Written before the trigger
-- below, which would refuse it.
with named(id, member, word) as (
  select id, subject_id, 'target' from audit_log
  where action like 'member.%' and subject_id is not null and target is not null
  union all
  select id, subject_id, 'before.leader' from audit_log
  where action = 'team.hand-lead' and subject_id is not null and before ? 'leader'
  union all
  select entry.id, holder.id, 'after.leader' from audit_log entry
  cross join lateral (
    select min(users.id) as id from users where users.username = entry.after ->> 'leader' having count(*) = 1
  ) holder
  where entry.action = 'team.hand-lead'
  union all
  select entry.id, holder.id, 'before.leader' from audit_log entry
  cross join lateral (
    select min(users.id) as id from users where users.username = entry.before ->> 'leader' having count(*) = 1
  ) holder
  where entry.action = 'team.delete'
),
by_member as (
  select id, member, jsonb_agg(distinct word) as words from named group by id, member
)
update audit_log set mentions = entry_mentions.mentions
from (select id, jsonb_object_agg(member::text, words) as mentions from by_member group by id) entry_mentions
where audit_log.id = entry_mentions.id;
--> statement-breakpoint
-- An entry's `before` or `after` (its `part`, `fields`) with the fields that `words` lists
-- ('before.leader') made null.
create or replace function audit_words_emptied(fields jsonb, part text, words jsonb) returns jsonb
language sql immutable as $$
  select case when jsonb_typeof(fields) = 'object' then fields || coalesce(
    (select jsonb_object_agg(field.name, 'null'::jsonb)
     from jsonb_array_elements_text(coalesce(words, '[]'::jsonb)) as word(name)
     cross join lateral (select substr(word.name, length(part) + 2) as name) as field
     where starts_with(word.name, part || '.') and fields ? field.name),
    '{}'::jsonb)
  else fields end
$$;
--> statement-breakpoint
-- Nobody changes the audit trail, but for a deleted account: its ids become null by the keys, once
-- the member is gone; and within the deletion's transaction, which names the member in
-- `stepup.erasing_member`, the words the entry's `mentions` list for that member become null and
-- the member leaves `mentions`. Nothing else: no other word, no entry about anyone else, no kind,
-- time, reason or id of what the entry was on; no entry is removed.
create or replace function audit_log_append_only() returns trigger language plpgsql as $$
declare
  erasing text := nullif(current_setting('stepup.erasing_member', true), '');
  words jsonb := old.mentions -> erasing;
begin
  if tg_op = 'UPDATE'
     and (new.id, new.at, new.action, new.target_id, new.reason) is not distinct from
         (old.id, old.at, old.action, old.target_id, old.reason)
     and (new.actor_id is not distinct from old.actor_id
          or (new.actor_id is null and not exists (select 1 from users where id = old.actor_id)))
     and (new.subject_id is not distinct from old.subject_id
          or (new.subject_id is null and not exists (select 1 from users where id = old.subject_id)))
     and ((new.target, new.before, new.after, new.mentions) is not distinct from
          (old.target, old.before, old.after, old.mentions)
          or (words is not null
              and (new.target, new.before, new.after, new.mentions) is not distinct from
                  (case when words ? 'target' then null else old.target end,
                   audit_words_emptied(old.before, 'before', words),
                   audit_words_emptied(old.after, 'after', words),
                   old.mentions - erasing))) then
    return new;
  end if;
  raise exception 'the audit trail cannot be changed' using errcode = 'insufficient_privilege';
end $$;
