import type { AuditEntry } from '@stepup/contract'
import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { fieldChanges } from './audit-changes.ts'
import { fieldLabel, formatAuditValue } from './audit-words.ts'

/**
 * What an admin's action changed, one field a line: `Points: 50 → 75`; what a creation set or a
 * deletion removed, `Name: Stairs week`; then the reason the admin gave. Each value is isolated
 * (`bdi`): an English name beside another on a Hebrew page would otherwise merge with it into one
 * left-to-right run, and the old and new values would swap sides of the arrow. The page that
 * shows it loads the `audit` namespace.
 */
export function AuditChangeList({ entry }: { entry: Pick<AuditEntry, 'before' | 'after' | 'reason'> }) {
  const { t } = useTranslation('audit')
  const changes = fieldChanges(entry.before, entry.after)
  if (changes.length === 0 && !entry.reason) return null
  return (
    <div className="space-y-1 text-sm">
      {changes.length > 0 && (
        <ul className="space-y-0.5">
          {changes.map(({ path, before, after }) => (
            <li key={path.join('.')} className="break-words">
              <span className="text-zinc-500 dark:text-zinc-400">{fieldLabel(path, t)}: </span>
              {before !== undefined && after !== undefined ? (
                <>
                  <bdi className="text-zinc-500 dark:text-zinc-400">{formatAuditValue(path, before, t)}</bdi>
                  <ArrowRight className="mx-1 inline size-3.5 align-[-2px] rtl:-scale-x-100" aria-hidden="true" />
                  <span className="sr-only">{t('changedTo')} </span>
                  <bdi className="font-medium">{formatAuditValue(path, after, t)}</bdi>
                </>
              ) : (
                <bdi className="font-medium">{formatAuditValue(path, after ?? before, t)}</bdi>
              )}
            </li>
          ))}
        </ul>
      )}
      {entry.reason && (
        <p className="break-words">
          <span className="text-zinc-500 dark:text-zinc-400">{t('reason')}: </span>
          <bdi>{entry.reason}</bdi>
        </p>
      )}
    </div>
  )
}
