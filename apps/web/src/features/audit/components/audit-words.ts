import type { AuditEntry } from '@stepup/contract'
import type { TFunction } from 'i18next'
import { formatDateTime, formatDay, formatMoney, formatNumber } from '../../../lib/format.ts'

/** Fields whose values are words of the product (a proof's status, a competition's scoring). */
const WORD_FIELDS = new Set([
  'status',
  'participation',
  'individualScoring',
  'teamScoring',
  'review',
  'decision',
  'flags',
])

/** Fields whose values are the words of another field: a competition's prizes are scorings. */
const WORDS_OF: Record<string, string> = { prizes: 'individualScoring' }

const DAY = /^\d{4}-\d{2}-\d{2}$/
const INSTANT = /^\d{4}-\d{2}-\d{2}T/

/**
 * Who acted, in words: the admin's name; the company's directory for what it did by itself (it has
 * no account); or a note that the admin's account has since been deleted.
 */
export function actorName(entry: Pick<AuditEntry, 'action' | 'actor'>, t: TFunction): string {
  if (entry.actor) return entry.actor.username
  return entry.action.endsWith('-by-directory') ? t('audit:directory') : t('audit:goneAccount')
}

/**
 * A changed field's name in the reader's words: `Money per 100 steps`, or for a nested setting
 * its setting and part, `Daily caps · Entered by hand`. A field these words do not know keeps its
 * own name. `t` reads the `audit` namespace.
 */
export function fieldLabel(path: string[], t: TFunction) {
  return path
    .map((key, index) => t(index === 0 ? `audit:fields.${key}` : `audit:parts.${key}`, { defaultValue: key }))
    .join(' · ')
}

/** A field's value as the reader reads it: dates, money, counts and yes or no in their language. */
export function formatAuditValue(path: string[], value: unknown, t: TFunction): string {
  const field = path[0] ?? ''
  if (value === null || value === undefined || value === '') return t('audit:values.none')
  if (typeof value === 'boolean') return t(value ? 'audit:values.yes' : 'audit:values.no')
  if (typeof value === 'number') return field === 'moneyPer100Steps' ? formatMoney(value) : formatNumber(value, 2)
  if (Array.isArray(value)) {
    if (field === 'sourcePriority') return value.map((source) => t(`common:sources.${String(source)}`)).join(' › ')
    if (value.length === 0) return t('audit:values.none')
    return value.map((item) => formatAuditValue(path, item, t)).join(', ')
  }
  if (typeof value === 'string') {
    if (DAY.test(value)) return formatDay(value)
    if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value)
    if (field === 'source') return t(`common:sources.${value}`, { defaultValue: value })
    const words = WORDS_OF[field] ?? field
    if (WORD_FIELDS.has(words)) return t(`audit:words.${words}.${value}`, { defaultValue: value })
    return value
  }
  return JSON.stringify(value)
}

/**
 * What an entry was on, as the reader reads it: a day (`2026-11-27`, the day an admin approved or
 * corrected) in their language, like the moment beside it; a name as it was written.
 */
export function formatAuditTarget(target: string): string {
  return DAY.test(target) ? formatDay(target) : target
}
