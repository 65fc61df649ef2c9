import { matchApiMessage } from '@stepup/contract'
import type { TFunction } from 'i18next'
import type { z } from 'zod'

/**
 * The first problem per field of a failed zod parse, in the reader's language. The contract's
 * schemas take their messages from its catalogue, so an issue is translated by that message's
 * key in the `errors` namespace; zod's own messages are translated by kind, the rest keep theirs.
 */
export function fieldErrors(error: z.ZodError, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    if (errors[field]) continue
    errors[field] = translateIssue(issue, t)
  }
  return errors
}

/** One issue in the reader's language. */
export function translateIssue(issue: z.core.$ZodIssue, t: TFunction): string {
  const fallback = issue.message
  const known = matchApiMessage(fallback)
  if (known) return t(`errors:${known.key}`, { ...known.params, defaultValue: fallback })
  if (issue.code === 'too_small' && Number(issue.minimum) <= 1) return t('common:validation.required', fallback)
  if (issue.code === 'too_small')
    return t('common:validation.tooShort', { count: Number(issue.minimum), defaultValue: fallback })
  if (issue.code === 'too_big')
    return t('common:validation.tooLong', { count: Number(issue.maximum), defaultValue: fallback })
  if (issue.code === 'invalid_format' && issue.format === 'email') return t('common:validation.email', fallback)
  if (issue.code === 'invalid_type') return t('common:validation.required', fallback)
  return fallback
}
