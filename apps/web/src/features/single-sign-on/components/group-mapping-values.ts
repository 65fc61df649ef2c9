import type { TFunction } from 'i18next'
import type { z } from 'zod'
import { translateIssue } from '../../../lib/form-errors.ts'

/**
 * The groups part of a provider's form, the same for OpenID Connect and SAML: the admin groups as
 * the textarea holds them, and the team mappings as rows.
 */

/** A row of the team mappings as typed: the group's name and the chosen team's id ('' for none yet). */
export interface TeamRow {
  key: number
  group: string
  teamId: string
}

let nextRowKey = 1
export const newTeamRow = (group = '', teamId = ''): TeamRow => ({ key: nextRowKey++, group, teamId })

export const teamRowsOf = (mappings: { group: string; teamId: number }[] | undefined) =>
  mappings?.map((mapping) => newTeamRow(mapping.group, String(mapping.teamId))) ?? []

/** Group names of the textarea: one per line, or separated by commas (a name may hold spaces). */
export const splitGroups = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((group) => group.trim())
    .filter(Boolean)

/** The rows that say something: a row left blank is no mapping. */
export const filledTeamRows = (rows: TeamRow[]) => rows.filter((row) => row.group.trim() !== '' || row.teamId !== '')

/** The mappings the form sends: the rows filled in, a team not chosen as 0 (which the schema refuses). */
export const teamMappingsOf = (rows: TeamRow[]) =>
  filledTeamRows(rows).map((row) => ({ group: row.group, teamId: row.teamId === '' ? 0 : Number(row.teamId) }))

export type FieldErrors = Record<string, string>

/**
 * A form's problems by field, the first of each in the reader's language. A mapping's problem is
 * said on its row (`teamGroups.<row key>.group`): the issue's index counts only the rows filled in.
 */
export function settingsErrors(issues: z.core.$ZodIssue[], rows: TeamRow[], t: TFunction): FieldErrors {
  const filled = filledTeamRows(rows)
  const found: FieldErrors = {}
  for (const issue of issues) {
    const [field, index, part] = issue.path
    const row = field === 'teamGroups' && typeof index === 'number' ? filled[index] : undefined
    const key = row ? `teamGroups.${row.key}.${String(part)}` : String(field ?? '')
    found[key] ??= translateIssue(issue, t)
  }
  return found
}

/** The errors of each team row, as the team mappings show them. */
export function rowErrorsOf(rows: TeamRow[], errors: FieldErrors) {
  const byRow: Record<number, { group?: string; teamId?: string }> = {}
  for (const row of rows) {
    byRow[row.key] = { group: errors[`teamGroups.${row.key}.group`], teamId: errors[`teamGroups.${row.key}.teamId`] }
  }
  return byRow
}
