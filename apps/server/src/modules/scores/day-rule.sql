-- What a day counts, and why it is flagged: the day rule, as the writers of day rows run it inside
-- the statement that writes them. The same rule, in TypeScript, is countDay() in day-rule.ts; the
-- fair-play tests hold the two to the same answers on generated histories. Applied after the
-- migrations at every start (lib/sql-definitions.ts); change both files together, and count every
-- day again (Scores.recountAll) in a migration if days already counted would count otherwise.
--
-- The rule:
-- 1. An admin's correction is the day's count, unflagged.
-- 2. Otherwise the first source in the admin's priority that has a count is walked, within its cap
--    (steps from before sources were kept come after every source); activity steps are added
--    within theirs; the sum is held to the cap for any source, and never over 100,000.
-- 3. Flags: `cap` when a cap cut it; `outlier` when it is at or over the floor and over the
--    multiple of the median of the member's counted days (above 0) in the 28 days before, or
--    there are none; `repeated` when a pushed, imported or typed count of 1,000 or more is the
--    same source's count on each of the two days before; `round` for a typed count of 10,000 or
--    more in whole thousands.
-- 4. A voided day counts 0; so does a flagged day the admin has not decided on, while flagged
--    days are held.
--
-- The answer is `{steps, cap, outlier, repeated, round}`, each flag 1 when raised (`day_flags`
-- names them). The rules come as plain values and the answer as an array of integers: a record
-- either way costs a sync, which writes 10,000 rows a call, several times as much.
create or replace function day_count(
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

-- The names of the flags a `day_count` answer raises, in that order; null for none. In PL/pgSQL:
-- an SQL function would be run as a query of its own wherever its argument is a function call.
create or replace function day_flags(counted int[]) returns text[] language plpgsql immutable as $$
begin
  if counted is null or counted[2] + counted[3] + counted[4] + counted[5] = 0 then return null; end if;
  return nullif(array_remove(array[
    case when counted[2] = 1 then 'cap' end, case when counted[3] = 1 then 'outlier' end,
    case when counted[4] = 1 then 'repeated' end, case when counted[5] = 1 then 'round' end
  ], null), '{}');
end $$;

-- Whether a count written as a source's on a day with no other count (`alone`) is a plain day, that
-- `day_count` would count as it is, unflagged: under the source's cap, the cap for any source and
-- the outlier floor, and, for a count the `repeated` and `round` rules look at (`watched`: any
-- source but a wearable), under 1,000. It answers for the price of a comparison, and nearly every
-- day of a wearable sync is plain: a 10,000-entry sync takes about half as long. An SQL function
-- that uses each argument once, so PostgreSQL writes it into the statement instead of calling it.
create or replace function day_is_plain(
  count int, source_cap int, any_cap int, outlier_floor int, watched boolean, alone boolean, review text
) returns boolean language sql immutable as $$
  select count < least(source_cap, any_cap, outlier_floor, case when watched then 1000 end)
     and alone and review is distinct from 'voided'
$$;
