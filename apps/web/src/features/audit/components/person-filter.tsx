import type { AuditEntry } from '@stepup/contract'
import { X } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar, Button } from '../../../components/ui/index.ts'
import { MemberPicker } from '../../users/index.ts'

export type Person = NonNullable<AuditEntry['actor']>

/**
 * A filter on one person: a member picker until someone is chosen, then their name with a button
 * that clears it. `extra` sits under the picker (a shortcut such as "only mine").
 */
export function PersonFilter({
  label,
  value,
  onChange,
  extra,
}: {
  label: string
  value: Person | null
  onChange: (person: Person | null) => void
  extra?: ReactNode
}) {
  const { t } = useTranslation('audit')
  const labelId = useId()
  if (!value) {
    return (
      <div className="space-y-1.5">
        <MemberPicker label={label} onChoose={({ id, username }) => onChange({ id, username })} />
        {extra}
      </div>
    )
  }
  return (
    <div className="space-y-1.5" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {label}
      </p>
      <div className="flex h-[38px] items-center justify-between gap-2 rounded-lg border border-zinc-300 ps-2 pe-1 dark:border-zinc-700">
        <span className="flex min-w-0 items-center gap-2 text-sm font-medium">
          <Avatar name={value.username} size="xs" decorative />
          <span dir="auto" className="truncate">
            {value.username}
          </span>
        </span>
        <Button
          size="sm"
          variant="ghost"
          className="h-7 px-2"
          icon={<X className="size-4" aria-hidden="true" />}
          onClick={() => onChange(null)}
          aria-label={t('filters.clearPerson', { name: value.username })}
        />
      </div>
    </div>
  )
}
