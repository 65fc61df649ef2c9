import { AUDIT_KINDS, type AuditKind } from '@stepup/contract'
import clsx from 'clsx'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, inputClasses } from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { PersonFilter, type Person } from './person-filter.tsx'

export interface AuditFilterState {
  actor: Person | null
  subject: Person | null
  kind: AuditKind | null
}

/** The admin who acted, the member concerned and the kind of action, each optional. */
export function AuditFilters({
  value,
  onChange,
}: {
  value: AuditFilterState
  onChange: (value: AuditFilterState) => void
}) {
  const { t } = useTranslation('audit')
  const { user } = useAuth()
  const kindId = useId()
  return (
    <Card className="grid gap-4 p-5 md:grid-cols-3" role="search" aria-label={t('filters.label')}>
      <PersonFilter
        label={t('filters.admin')}
        value={value.actor}
        onChange={(actor) => onChange({ ...value, actor })}
        extra={
          user && (
            <button
              type="button"
              className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400"
              onClick={() => onChange({ ...value, actor: { id: user.id, username: user.username } })}
            >
              {t('filters.mine')}
            </button>
          )
        }
      />
      <PersonFilter
        label={t('filters.member')}
        value={value.subject}
        onChange={(subject) => onChange({ ...value, subject })}
      />
      <div className="space-y-1.5">
        <label htmlFor={kindId} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
          {t('filters.kind')}
        </label>
        <select
          id={kindId}
          value={value.kind ?? ''}
          onChange={(event) => onChange({ ...value, kind: (event.target.value || null) as AuditKind | null })}
          className={clsx(inputClasses, 'border-zinc-300 dark:border-zinc-700')}
        >
          <option value="">{t('kinds.all')}</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
    </Card>
  )
}
