-- A member who deletes their account takes their name out of the audit trail too
-- (docs/decisions/117): within that deletion's transaction, which sets `stepup.erasing_member`,
-- an entry's words (`target`, `before`, `after`) may change as well as its ids. Everything else
-- stays refused: no entry is removed, and its kind, time, reason and the id of what it was on
-- never change.
create or replace function audit_log_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE'
     and (new.actor_id is null or new.actor_id = old.actor_id)
     and (new.subject_id is null or new.subject_id = old.subject_id)
     and (new.id, new.at, new.action, new.target_id, new.reason) is not distinct from
         (old.id, old.at, old.action, old.target_id, old.reason)
     and ((new.target is not distinct from old.target
           and new.before is not distinct from old.before and new.after is not distinct from old.after)
          or coalesce(current_setting('stepup.erasing_member', true), '') <> '') then
    return new;
  end if;
  raise exception 'the audit trail cannot be changed' using errcode = 'insufficient_privilege';
end $$;
