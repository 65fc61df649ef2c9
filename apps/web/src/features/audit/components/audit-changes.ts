/** One changed value of an audit entry: where it is (`['stepCaps', 'manual']`) and its values. */
export interface FieldChange {
  path: string[]
  /** `undefined` where the field had no value: a creation has no before, a deletion no after. */
  before: unknown
  after: unknown
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The order fields are listed in: what a thing is called first, then its dates, its rules, and its
 * counts. The trail stores before and after as JSON objects, whose keys the database reorders.
 */
const FIELD_ORDER = [
  'name',
  'team',
  'leader',
  'status',
  'steps',
  'review',
  'admin',
  'deactivated',
  'startDate',
  'endDate',
  'graceHours',
  'points',
  'participation',
  'individualScoring',
  'target',
  'teamScoring',
  'description',
  'members',
  'approvals',
  'imported',
  'rejected',
]

const rank = (key: string) => {
  const index = FIELD_ORDER.indexOf(key)
  return index === -1 ? FIELD_ORDER.length : index
}

/**
 * The values an entry's before and after differ in, one per field, nested settings (caps per
 * source, rates per activity) opened down to the value that changed. A creation lists what it
 * set, a deletion what it removed.
 */
export function fieldChanges(before: unknown, after: unknown, path: string[] = []): FieldChange[] {
  if (isRecord(before) || isRecord(after)) {
    const from = isRecord(before) ? before : {}
    const to = isRecord(after) ? after : {}
    const keys = [...new Set([...Object.keys(to), ...Object.keys(from)])].sort((a, b) => rank(a) - rank(b))
    return keys.flatMap((key) =>
      fieldChanges(isRecord(before) ? from[key] : undefined, isRecord(after) ? to[key] : undefined, [...path, key]),
    )
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return []
  // What a creation left empty, or a deleted thing did not have, says nothing.
  if ((before === undefined || after === undefined) && (before ?? after ?? '') === '') return []
  return [{ path, before, after }]
}
