import { normalizeEmail } from '@stepup/contract'
import { eq, sql, type SQL } from 'drizzle-orm'
import { parse, type Filter } from 'scim2-parse-filter'
import { scimGroups, scimUsers, users } from '../../db/schema/index.ts'
import { ScimProblem } from './scim-errors.ts'

/** A directory asks by one attribute; a longer filter is not one StepUp answers. */
export const MAX_FILTER_LENGTH = 1000

/**
 * The members a directory's filter names, as a condition on `users` and `scim_users`: what Okta
 * and Microsoft Entra send to find a user before making one (`userName eq "…"`, `externalId eq
 * "…"`, `emails[type eq "work"].value eq "…"`, `emails.value eq "…"`, `id eq "…"`). Anything else
 * is refused as `invalidFilter`, not answered wrongly.
 */
export function filterCondition(filter: string): SQL {
  const { attribute, value } = readEquality(filter, invalidFilter)
  switch (attribute) {
    case 'username':
    case 'emails.value':
      // Emails are stored lower-cased: SCIM compares userName and emails without case.
      return eq(users.email, normalizeEmail(value))
    case 'externalid':
      return eq(scimUsers.externalId, value)
    case 'id':
      return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? eq(users.id, Number(value)) : sql`false`
    default:
      throw invalidFilter()
  }
}

/**
 * The groups a directory's filter names, as a condition on `scim_groups`: what Okta and Microsoft
 * Entra send to find a group before making one (`displayName eq "…"`, compared without case as
 * team names are), `externalId eq "…"` and `id eq "…"`.
 */
export function groupFilterCondition(filter: string): SQL {
  const { attribute, value } = readEquality(filter, invalidGroupFilter)
  switch (attribute) {
    case 'displayname':
      return eq(sql`lower(${scimGroups.displayName})`, value.toLowerCase())
    case 'externalid':
      return eq(scimGroups.externalId, value)
    case 'id':
      return eq(scimGroups.id, value)
    default:
      throw invalidGroupFilter()
  }
}

/** The one `eq` comparison a filter is, its attribute lower-cased; anything else is `invalid()`. */
function readEquality(filter: string, invalid: () => ScimProblem): { attribute: string; value: string } {
  if (filter.length > MAX_FILTER_LENGTH) throw invalid()
  let ast: Filter
  try {
    ast = parse(filter)
  } catch {
    // The parser's own errors, and a stack overflow on a filter nested a thousand deep.
    throw invalid()
  }
  const compare = workEmail(ast) ?? ast
  if (compare.op !== 'eq' || !('compValue' in compare) || typeof compare.compValue !== 'string') throw invalid()
  return { attribute: compare.attrPath.toLowerCase(), value: compare.compValue }
}

/** `emails[type eq "work"].value eq "…"`, which the parser reads as a value path and a comparison. */
function workEmail(ast: Filter): Filter | null {
  if (ast.op !== 'and' || !('filters' in ast) || ast.filters.length !== 2) return null
  const [path, compare] = ast.filters
  if (path?.op !== '[]' || !('valFilter' in path) || path.attrPath.toLowerCase() !== 'emails') return null
  const type = path.valFilter
  if (type.op !== 'eq' || !('compValue' in type) || type.attrPath.toLowerCase() !== 'type') return null
  if (compare?.op !== 'eq' || !('attrPath' in compare) || compare.attrPath.toLowerCase() !== 'emails.value') return null
  return compare
}

const invalidFilter = () => new ScimProblem('BAD_REQUEST', 'scimFilterInvalid', 'invalidFilter')
const invalidGroupFilter = () => new ScimProblem('BAD_REQUEST', 'scimGroupFilterInvalid', 'invalidFilter')
