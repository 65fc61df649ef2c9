import type { AchievementNames, CustomAchievementIcon, CustomRuleFields, CustomRuleKind } from '@stepup/contract'
import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { selectRows } from '../../db/rows.ts'

/** The largest id a row may have (Postgres `integer`). */
const MAX_ID = 2_147_483_647

/** The key members earn an admin's achievement under. */
export const customKey = (id: number) => `custom-${id}`

/** The id of an admin's achievement from the key members earn it under; undefined for any other key. */
export function customIdOf(key: string): number | undefined {
  const found = /^custom-([1-9]\d{0,9})$/.exec(key)
  const id = found ? Number(found[1]) : undefined
  return id !== undefined && id <= MAX_ID ? id : undefined
}

/** An admin's own achievement as stored: its rule, its name in each language, its icon and points. */
export interface CustomRule extends CustomRuleFields {
  id: number
  key: string
  names: AchievementNames
  icon: CustomAchievementIcon
  points: number
  createdAt: Date
  createdBy: string | null
  archivedAt: Date | null
}

interface RuleRow {
  id: number
  rule: CustomRuleKind
  amount: number
  starts_on: string | null
  ends_on: string | null
  target: number | null
  competition_id: number | null
  names: AchievementNames
  icon: CustomAchievementIcon
  points: number
  created_at: Date | string
  created_by: string | null
  archived_at: Date | string | null
}

/** The admins' achievements matching `where` (all when not said), newest first, archived ones included. */
export async function readCustomRules(db: DbOrTx, where: SQL = sql`true`): Promise<CustomRule[]> {
  const rows = await selectRows<RuleRow>(
    db,
    sql`select a.id, a.rule, a.amount, a.starts_on::text as starts_on, a.ends_on::text as ends_on, a.target,
               a.competition_id, a.names, a.icon, a.points, a.created_at, u.username as created_by, a.archived_at
        from custom_achievements a
        left join users u on u.id = a.created_by
        where ${where}
        order by a.id desc`,
  )
  return rows.map((row) => ({
    id: row.id,
    key: customKey(row.id),
    rule: row.rule,
    amount: row.amount,
    from: row.starts_on,
    to: row.ends_on,
    target: row.target,
    competitionId: row.competition_id,
    names: row.names,
    icon: row.icon,
    points: row.points,
    createdAt: new Date(row.created_at),
    createdBy: row.created_by,
    archivedAt: row.archived_at === null ? null : new Date(row.archived_at),
  }))
}

/** The admins' achievements of these keys, by key: what a profile, a card or an export names. */
export async function customRulesOf(db: DbOrTx, keys: Iterable<string>): Promise<Map<string, CustomRule>> {
  const ids = [...new Set([...keys].map(customIdOf).filter((id) => id !== undefined))]
  if (ids.length === 0) return new Map()
  const rules = await readCustomRules(db, sql`a.id = any(${sql.param(ids)}::int[])`)
  return new Map(rules.map((rule) => [rule.key, rule]))
}
