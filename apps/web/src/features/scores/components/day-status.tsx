import type { HistoryDay } from '@stepup/contract'
import { Ban, CheckCircle2, Hourglass, ShieldAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/index.ts'

/**
 * What an admin's review did to a day, in the member's words: under review and why (and whether it
 * counts meanwhile), approved, voided with the admin's reason, or corrected with it.
 */
export function DayStatus({ day }: { day: Pick<HistoryDay, 'review' | 'flags' | 'held' | 'note' | 'source'> }) {
  const { t } = useTranslation('scores')
  if (day.source === 'correction') {
    return (
      <Note icon={<ShieldAlert className="size-3.5" aria-hidden="true" />} tone="warning">
        {day.note ? <AdminNote i18nKey="status.corrected" note={day.note} /> : t('status.correctedNoNote')}
      </Note>
    )
  }
  if (day.review === 'voided') {
    return (
      <Note icon={<Ban className="size-3.5" aria-hidden="true" />} tone="danger">
        {day.note ? <AdminNote i18nKey="status.voided" note={day.note} /> : t('status.voidedNoNote')}
      </Note>
    )
  }
  if (day.review === 'approved') {
    return (
      <Badge tone="success">
        <CheckCircle2 className="size-3.5" aria-hidden="true" />
        {t('status.approved')}
      </Badge>
    )
  }
  if (day.review !== 'pending') return null
  return (
    <span className="inline-flex flex-col items-end gap-0.5 sm:items-start">
      <Badge tone="warning">
        <Hourglass className="size-3.5" aria-hidden="true" />
        {t('status.underReview')}
      </Badge>
      {day.flags.length > 0 && (
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          {day.flags.map((flag) => t(`status.flags.${flag}`)).join(' · ')}
        </span>
      )}
      {day.held && <span className="text-xs font-medium text-amber-800 dark:text-amber-300">{t('status.held')}</span>}
    </span>
  )
}

/**
 * "Voided by an admin: …" with the admin's words isolated, so a reason in English keeps its
 * punctuation in place inside a Hebrew sentence.
 */
function AdminNote({ i18nKey, note }: { i18nKey: 'status.voided' | 'status.corrected'; note: string }) {
  const { t } = useTranslation('scores')
  return <Trans t={t} i18nKey={i18nKey} values={{ note }} components={{ note: <bdi /> }} />
}

const noteTones = {
  warning: 'text-amber-800 dark:text-amber-300',
  danger: 'text-red-700 dark:text-red-300',
}

/** A sentence with an icon, that wraps on a phone rather than widening the row. */
function Note({ icon, tone, children }: { icon: ReactNode; tone: keyof typeof noteTones; children: ReactNode }) {
  return (
    <span className={`inline-flex max-w-xs items-start gap-1 text-start text-xs font-medium ${noteTones[tone]}`}>
      <span className="mt-0.5 shrink-0">{icon}</span>
      <span className="break-words">{children}</span>
    </span>
  )
}
