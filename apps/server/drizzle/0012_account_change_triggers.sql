-- Announces, once the transaction commits, every change to member rows and every end of a
-- session: deleted, or made to expire sooner by an update. A session's last-seen time moving
-- forward (once a minute per active member) is not announced. Row triggers, so a statement that
-- changes nothing (the hourly sweep of expired sessions, mostly) announces nothing; one
-- transaction's notices come as one. The embedded database listens on 'account_changes' and
-- empties its in-memory cache of sessions on each notice (docs/decisions/016).
--
-- On PostgreSQL nobody listens, and the triggers are harmless there. The changes they announce
-- are rare (profile saves, team moves, password resets, logouts, the hourly sweep). A notice
-- costs its transaction some 10-20 microseconds; commits that notify take turns with each other,
-- not with other commits; and the entry they leave in the server's notice queue is freed as the
-- queue moves on, since no one is there to read it. The last-seen touch every active member makes
-- once a minute is filtered out by the trigger's condition before any function runs. Kept there,
-- the notices are what several processes sharing one PostgreSQL would listen to if they kept
-- sessions in memory too.
--
-- "create or replace" (PostgreSQL 14 and newer): embedded databases made before this migration
-- already hold these objects, which were created at every start.
create or replace function notify_account_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('account_changes', '');
  return null;
end $$;
--> statement-breakpoint
create or replace trigger users_account_change
  after update or delete on users for each row execute function notify_account_change();
--> statement-breakpoint
create or replace trigger sessions_account_end
  after delete on sessions for each row execute function notify_account_change();
--> statement-breakpoint
create or replace trigger sessions_account_change
  after update on sessions for each row
  when (new.last_seen_at < old.last_seen_at or new.expires_at is distinct from old.expires_at
        or new.user_id is distinct from old.user_id or new.id_hash is distinct from old.id_hash)
  execute function notify_account_change();
