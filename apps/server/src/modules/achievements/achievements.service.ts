import {
  LANGUAGES,
  type AchievementKind,
  TakenBackReasonSchema,
  type Language,
  type MyAchievements,
  type TakenBackReason,
} from '@stepup/contract'
import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'
import { inTransaction } from '../../db/transaction.ts'
import { addDays, daysBetween, todayIn } from '../../lib/days.ts'
import { goalsOf } from '../goals/index.ts'
import { notify } from '../notifications/index.ts'
import { countedDaysOf } from '../scores/index.ts'
import {
  ACHIEVEMENT_BY_KEY,
  ACHIEVEMENTS,
  advance,
  CATALOGUE_VERSION,
  DAY_KEYS,
  evaluate,
  heldBy,
  POINTS_PER_LEVEL,
  progressOf,
  startingProgress,
  type Achievement,
  type Progress,
} from './catalogue.ts'
import { earnedAchievementsOf, shownAs } from './achievements.queries.ts'
import { readCustomRules } from './custom-achievements.queries.ts'
import { nextCustomAchievements } from './custom-rules.ts'
import { earningSources, reasonOf, type EarningSource } from './earning-sources.ts'
import { looksAt, NO_DAY_CHANGED, type MemberChange } from './member-change.ts'
import { achievementName } from './share-card.ts'

/** Members awarded in one statement's batch: their days are read together. */
const BATCH = 1_000

/**
 * Stored progress stops this many days before the member's latest day: late pushes and syncs
 * change the last few days all the time, and a run can carry on from a day before them.
 */
const SETTLED_AFTER_DAYS = 7
/** Stored progress moves forward once it lags this many days behind where it could be. */
const MOVE_PROGRESS_AFTER_DAYS = 7

interface StoredRow {
  user_id: number
  key: string
  earned_on: string
  revoked: boolean
}

/** What a member is told of a run: what they earned, and what was taken back and why. */
interface News {
  earned: string[]
  revoked: string[]
  reasons: Record<string, TakenBackReason>
}

/** The keys of `DAY_KEYS` as a Postgres array literal. */
const DAY_KEYS_ARRAY = `{${DAY_KEYS.join(',')}}`

/** What an award run changed: achievements given (or given back), moved to another day, taken back. */
export interface AwardCounts {
  awarded: number
  redated: number
  revoked: number
}

/**
 * Works out the members' achievements from their counted days and makes the stored ones match:
 * new ones are awarded, dated on the day that earned them; one whose earning day moved (an
 * import of older days) takes the earlier date; one the days no longer earn is taken back with
 * the reason, and given back if they earn it again. Running it twice changes nothing the second
 * time. Each batch of members is one transaction, holding their rows against a run in another
 * process.
 *
 * A member whose changes all lie after their stored progress is carried on from it, reading only
 * the days after it; any other is worked out from their first day. With `tell`, members are told
 * what they earned and what was taken back (a first award run after an upgrade tells nobody).
 * With `keep`, nothing is taken back: a run after a change of the catalogue's rules awards what
 * the new rules find and leaves what the old ones gave, as a product change never takes back.
 */
export async function awardAchievements(
  db: Db,
  members: readonly number[] | Map<number, MemberChange>,
  { tell = false, keep = false, timeZone }: { tell?: boolean; keep?: boolean; timeZone: string },
): Promise<AwardCounts> {
  // Given a map, members joining the run are added to it: a caller whose run fails awards them again.
  const changes: Map<number, MemberChange> = Array.isArray(members)
    ? new Map(members.map((id) => [id, { from: null, byAdmin: false }]))
    : (members as Map<number, MemberChange>)
  const userIds = [...changes.keys()]
  const sources = earningSources({ timeZone, changes })
  const counts: AwardCounts = { awarded: 0, redated: 0, revoked: 0 }
  // Members another's change may have moved (a team-mate) join the end of the run, their own days unchanged.
  const joinRun = (others: readonly number[], source: EarningSource) => {
    for (const userId of others) {
      const known = changes.get(userId)
      if (known && looksAt(known, source)) continue
      changes.set(userId, {
        ...(known ?? { from: NO_DAY_CHANGED, byAdmin: false }),
        moved: new Set([...(known?.moved ?? []), source.name]),
      })
      // One already awarded in this run is awarded again; one still waiting is looked at once.
      if (!known || awarded.has(userId)) userIds.push(userId)
    }
  }
  const awarded = new Set<number>()
  // Members joining the run lengthen it: each batch is cut from what is left.
  for (let start = 0; start < userIds.length;) {
    const batch = userIds.slice(start, start + BATCH)
    start += batch.length
    for (const userId of batch) awarded.add(userId)
    // Worked out again from the start when the transaction is retried, and counted once it commits.
    let joining: { others: readonly number[]; source: EarningSource }[] = []
    let batchCounts: AwardCounts = { awarded: 0, redated: 0, revoked: 0 }
    await inTransaction(db, async (tx) => {
      joining = []
      batchCounts = { awarded: 0, redated: 0, revoked: 0 }
      const ids = toArray(batch.map(String))
      // One run per member at a time: a second process waits for the first, then finds nothing to do.
      await tx.execute(
        sql`select pg_advisory_xact_lock(${ACHIEVEMENTS_LOCK}, id) from unnest(${ids}::int[]) as id order by id`,
      )
      const stored = await selectRows<{ user_id: number; through: string; state: Progress }>(
        tx,
        sql`select user_id, to_char(through, 'YYYY-MM-DD') as through, state from achievement_progress
            where user_id = any(${ids}::int[]) and version = ${CATALOGUE_VERSION}`,
      )
      const resumable = new Map<number, { through: string; state: Progress }>()
      for (const row of stored) {
        const from = changes.get(row.user_id)!.from
        if (from !== null && from > row.through) resumable.set(row.user_id, row)
      }
      const after = new Map([...resumable].map(([userId, { through }]) => [userId, through]))
      const [days, goals, rows] = await Promise.all([
        countedDaysOf(tx, batch, after),
        goalsOf(tx, batch),
        selectRows<StoredRow>(
          tx,
          sql`select m.user_id, a.key, to_char(a.earned_on, 'YYYY-MM-DD') as earned_on, a.revoked_at is not null as revoked
              from unnest(${ids}::int[], ${toArray(batch.map((id) => after.get(id) ?? 'NULL'))}::date[]) as m(user_id, after)
              cross join lateral (
                select key, earned_on, revoked_at from member_achievements
                where user_id = m.user_id
                  and (earned_on > coalesce(m.after, '-infinity'::date) or not key = any(${DAY_KEYS_ARRAY}::text[]))
              ) as a`,
        ),
      ])
      // One source after another: the transaction has one connection.
      const fromSources: Map<number, Map<string, string>>[] = []
      // The members each source worked out: only they may be awarded or lose its achievements.
      const looked = new Map<EarningSource, Set<number>>()
      for (const source of sources) {
        const concerned = batch.filter((userId) => looksAt(changes.get(userId)!, source))
        if (concerned.length === 0) continue
        const { earned, others } = await source.earned(tx, concerned)
        fromSources.push(earned)
        looked.set(source, new Set(concerned))
        joining.push({ others, source })
      }
      const rowsOf = new Map<number, Map<string, StoredRow>>()
      for (const row of rows) {
        if (!rowsOf.has(row.user_id)) rowsOf.set(row.user_id, new Map())
        rowsOf.get(row.user_id)!.set(row.key, row)
      }

      const upserts: { userId: number; key: string; earnedOn: string }[] = []
      const revocations: { userId: number; key: string; reason: TakenBackReason }[] = []
      const progressWrites: { user_id: number; through: string; state: Progress }[] = []
      const progressGone: number[] = []
      const told = new Map<number, News>()
      for (const userId of batch) {
        const resumed = resumable.get(userId)
        const memberDays = days.get(userId)!.map((day) => ({ ...day, goal: goals.on(userId, day.date) }))
        const earned = new Map<string, string>()
        const record = (key: string, date: string) => earned.set(key, date)
        const start = resumed?.state ?? startingProgress()
        const latest = memberDays.at(-1)?.date
        // Progress is stored as it stood a week before the latest day, then carried on to the end.
        const through = latest === undefined ? undefined : addDays(latest, -SETTLED_AFTER_DAYS)
        if (through === undefined) {
          if (!resumed) progressGone.push(userId)
        } else if (!resumed || daysBetween(resumed.through, through) >= MOVE_PROGRESS_AFTER_DAYS) {
          const settled = advance(
            start,
            memberDays.filter((day) => day.date <= through),
            record,
          )
          advance(
            settled,
            memberDays.filter((day) => day.date > through),
            record,
          )
          progressWrites.push({ user_id: userId, through, state: settled })
        } else {
          advance(start, memberDays, record)
        }

        for (const found of fromSources) for (const [key, date] of found.get(userId) ?? []) earned.set(key, date)

        // What the stored progress had earned, worked out only for a row the days no longer earn.
        let held: Set<string> | undefined
        const mine = rowsOf.get(userId) ?? new Map<string, StoredRow>()
        const news: News = { earned: [], revoked: [], reasons: {} }
        for (const [key, earnedOn] of earned) {
          const row = mine.get(key)
          if (!row || row.revoked) {
            batchCounts.awarded += 1
            news.earned.push(key)
          } else if (row.earned_on !== earnedOn) batchCounts.redated += 1
          else continue
          upserts.push({ userId, key, earnedOn })
        }
        const { from, byAdmin } = changes.get(userId)!
        for (const row of mine.values()) {
          if (row.revoked || earned.has(row.key) || keep) continue
          const source = sources.find((candidate) => candidate.owns(row.key))
          // A source this run did not look at for the member leaves its achievements as they are.
          if (source && !looked.get(source)?.has(userId)) continue
          // Only the catalogue's own achievements are worked out here; a key it no longer has stays.
          // One earned before the earliest changed day still holds: it was earned by earlier days.
          // A source's are worked out whole, so one it no longer finds is no longer earned.
          const unearned = source
            ? true
            : ACHIEVEMENT_BY_KEY.has(row.key) &&
              (from === null || row.earned_on >= from) &&
              !(held ??= resumed ? heldBy(resumed.state) : new Set()).has(row.key)
          if (!unearned) continue
          const reason = source
            ? reasonOf(source, { from, byAdmin })
            : byAdmin
              ? 'admin-changed-day'
              : from === null
                ? 'rules-changed'
                : 'days-changed'
          revocations.push({ userId, key: row.key, reason })
          news.revoked.push(row.key)
          news.reasons[row.key] = reason
        }
        if (news.earned.length + news.revoked.length > 0) told.set(userId, news)
      }

      if (upserts.length > 0) {
        await tx.execute(sql`
          insert into member_achievements (user_id, key, earned_on)
          select * from unnest(${toArray(upserts.map((row) => String(row.userId)))}::int[],
                               ${toArray(upserts.map((row) => row.key))}::text[],
                               ${toArray(upserts.map((row) => row.earnedOn))}::date[]) as earned(user_id, key, earned_on)
          -- A member who deleted their account meanwhile earns nothing.
          where exists (select 1 from users u where u.id = earned.user_id)
          on conflict (user_id, key) do update
            set earned_on = excluded.earned_on,
                awarded_at = case when member_achievements.revoked_at is null
                                  then member_achievements.awarded_at else now() end,
                revoked_at = null, revoked_reason = null`)
      }
      if (revocations.length > 0) {
        batchCounts.revoked += revocations.length
        await tx.execute(sql`
          update member_achievements m set revoked_at = now(), revoked_reason = gone.reason
          from unnest(${toArray(revocations.map((row) => String(row.userId)))}::int[],
                      ${toArray(revocations.map((row) => row.key))}::text[],
                      ${toArray(revocations.map((row) => row.reason))}::text[]) as gone(user_id, key, reason)
          where m.user_id = gone.user_id and m.key = gone.key and m.revoked_at is null`)
      }
      if (progressWrites.length > 0) {
        await tx.execute(sql`
          insert into achievement_progress (user_id, version, through, state)
          select p.user_id, ${CATALOGUE_VERSION}, p.through, p.state
          from jsonb_to_recordset(${JSON.stringify(progressWrites)}::jsonb) as p(user_id int, through date, state jsonb)
          where exists (select 1 from users u where u.id = p.user_id)
          on conflict (user_id) do update
            set version = excluded.version, through = excluded.through, state = excluded.state`)
      }
      if (progressGone.length > 0) {
        await tx.execute(
          sql`delete from achievement_progress where user_id = any(${toArray(progressGone.map(String))}::int[])`,
        )
      }
      if (tell && told.size > 0) {
        await notify(
          tx,
          [...told].map(([userId, news]) => ({
            userId,
            kind: 'achievements' as const,
            occasion: `${new Date().toISOString()}:${[...news.earned, ...news.revoked].join(',')}`,
            params: {
              ...news,
              // Written in each language now: the notification is written in the reader's.
              names: Object.fromEntries(
                LANGUAGES.map((language) => [
                  language,
                  Object.fromEntries(
                    [...news.earned, ...news.revoked].map((key) => [key, nameOf(key, language, sources)]),
                  ),
                ]),
              ),
              from: changes.get(userId)!.from,
              byAdmin: changes.get(userId)!.byAdmin,
            },
          })),
        )
      }
    })
    for (const key of ['awarded', 'redated', 'revoked'] as const) counts[key] += batchCounts[key]
    for (const { others, source } of joining) joinRun(others, source)
  }
  return counts
}

/** An achievement's name in `language`, as its share card and the profile write it. */
function nameOf(key: string, language: Language, sources: readonly EarningSource[]): string {
  const achievement = ACHIEVEMENT_BY_KEY.get(key)
  if (achievement) return achievementName(achievement.kind, achievement.threshold, language)
  for (const source of sources) {
    const name = source.nameOf?.(key, language)
    if (name !== undefined) return name
  }
  return key
}

/** Postgres array literal of plain keys and dates (no quotes or commas in them). */
const toArray = (values: readonly string[]) => `{${values.join(',')}}`

/** The advisory lock space of award runs (an arbitrary constant, with the member's id as the second key). */
const ACHIEVEMENTS_LOCK = 4_135

/**
 * The member's achievements as their profile shows them: earned (newest first), level, next tiers
 * and the admins' achievements still to earn (`timeZone` is the community's: its today ends periods).
 */
export async function getMyAchievements(db: DbOrTx, userId: number, timeZone: string): Promise<MyAchievements> {
  const today = todayIn(timeZone)
  const [{ level, points, earned }, gone, days, goals, rules, ...beyondDays] = await Promise.all([
    earnedAchievementsOf(db, userId),
    selectRows<{ key: string; earned_on: string; revoked_at: Date | string; revoked_reason: string | null }>(
      db,
      sql`select key, to_char(earned_on, 'YYYY-MM-DD') as earned_on, revoked_at, revoked_reason
          from member_achievements
          where user_id = ${userId} and revoked_at > now() - interval '${sql.raw(String(TAKEN_BACK_SHOWN_DAYS))} days'
          order by revoked_at desc, key`,
    ),
    countedDaysOf(db, [userId]),
    goalsOf(db, [userId]),
    readCustomRules(db),
    ...earningSources({ timeZone }).map((source) => source.progress(db, userId)),
  ])
  const memberDays = days.get(userId)!
  const goalOn = (date: string) => goals.on(userId, date)
  const { progress } = evaluate(memberDays.map((day) => ({ ...day, goal: goalOn(day.date) })))
  const standing = Object.assign({}, ...beyondDays) as Partial<Record<AchievementKind, number>>
  const have = new Set(earned.map((achievement) => achievement.key))
  const next = [
    ...[...new Set(ACHIEVEMENTS.map((achievement) => achievement.kind))].flatMap((kind) => {
      const tier = ACHIEVEMENTS.find((achievement) => achievement.kind === kind && !have.has(achievement.key))
      return tier
        ? [{ ...fields(tier), progress: Math.min(tier.threshold, standing[kind] ?? progressOf(kind, progress)) }]
        : []
    }),
    ...(await nextCustomAchievements(db, userId, { rules, days: memberDays, goalOn, held: have, today })),
  ]
  const custom = new Map(rules.map((rule) => [rule.key, rule]))
  const takenBack = gone.flatMap((row) => {
    const achievement = shownAs(row.key, custom)
    if (!achievement) return []
    const reason = TakenBackReasonSchema.safeParse(row.revoked_reason)
    return [
      {
        ...achievement,
        earnedOn: row.earned_on,
        takenBackAt: new Date(row.revoked_at).toISOString(),
        reason: reason.success ? reason.data : ('days-changed' as const),
      },
    ]
  })
  return {
    level,
    points,
    levelAt: (level - 1) * POINTS_PER_LEVEL,
    nextLevelAt: level * POINTS_PER_LEVEL,
    earned,
    next,
    takenBack,
  }
}

/** How long an achievement taken back stays on the member's profile, with its reason. */
const TAKEN_BACK_SHOWN_DAYS = 90

const fields = ({ key, kind, threshold, points }: Achievement) => ({ key, kind, threshold, points })
