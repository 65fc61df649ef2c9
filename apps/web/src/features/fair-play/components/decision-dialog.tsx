import { BulkReviewInputSchema, ReviewInputSchema } from '@stepup/contract'
import clsx from 'clsx'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, ErrorMessage, Modal, inputClasses } from '../../../components/ui/index.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { translateIssue } from '../../../lib/form-errors.ts'
import { formatDay } from '../../../lib/format.ts'
import { useReviewDay } from '../api/review-day.ts'
import { useReviewMemberDays } from '../api/review-member-days.ts'
import type { Notice } from './decision-notice.tsx'

/** A decision that needs a second look: voiding one day (with a reason), or deciding all of a member's listed days. */
export interface PendingDecision {
  kind: 'void' | 'voidAll' | 'approveAll'
  userId: number
  username: string
  dates: string[]
}

const REASON_MAX_LENGTH = 500

/**
 * Asks for the reason of a void, which the member reads on My Scores, or confirms deciding many
 * days at once. A refusal because another admin decided first closes it: the queue has moved on.
 */
export function DecisionDialog({
  decision,
  onClose,
  onNotice,
}: {
  decision: PendingDecision | null
  onClose: () => void
  onNotice: (notice: Notice) => void
}) {
  const { t } = useTranslation('review')
  const title = decision ? dialogTitle(decision, t) : ''
  return (
    <Modal open={decision !== null} onClose={onClose} title={title}>
      {decision && (
        <DecisionForm
          key={`${decision.kind}-${decision.userId}-${decision.dates.join()}`}
          decision={decision}
          onClose={onClose}
          onNotice={onNotice}
        />
      )}
    </Modal>
  )
}

function dialogTitle(decision: PendingDecision, t: ReturnType<typeof useTranslation>['t']) {
  const name = decision.username
  if (decision.kind === 'void') return t('dialog.voidTitle', { name, date: formatDay(decision.dates[0]!) })
  const count = decision.dates.length
  return decision.kind === 'voidAll'
    ? t('dialog.voidAllTitle', { name, count })
    : t('dialog.approveAllTitle', { name, count })
}

function DecisionForm({
  decision,
  onClose,
  onNotice,
}: {
  decision: PendingDecision
  onClose: () => void
  onNotice: (notice: Notice) => void
}) {
  const { t, i18n } = useTranslation('review')
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const one = useReviewDay()
  const many = useReviewMemberDays()
  const pending = one.isPending || many.isPending
  const failure = one.error ?? many.error
  const voiding = decision.kind !== 'approveAll'
  const name = decision.username
  const count = decision.dates.length

  function refused(error: Error) {
    // Another admin was quicker: the day is gone from the queue, and the dialog with it.
    if (error instanceof ApiError && error.status === 409) {
      onNotice({ tone: 'error', text: error.message })
      onClose()
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (decision.kind === 'void') {
      const parsed = ReviewInputSchema.safeParse({ decision: 'void', reason })
      if (!parsed.success) return setReasonError(translateIssue(parsed.error.issues[0]!, t))
      setReasonError(null)
      one.mutate(
        { userId: decision.userId, date: decision.dates[0]!, input: parsed.data },
        {
          onSuccess: () => {
            onNotice({
              tone: 'success',
              text: t('notice.voided', { name, date: formatDay(decision.dates[0]!, i18n.language) }),
              undo: { userId: decision.userId, username: name, date: decision.dates[0]!, decision: 'void' },
            })
            onClose()
          },
          onError: refused,
        },
      )
      return
    }
    const parsed = BulkReviewInputSchema.safeParse({
      decision: voiding ? 'void' : 'approve',
      reason: voiding ? reason : undefined,
      dates: decision.dates,
    })
    if (!parsed.success) return setReasonError(translateIssue(parsed.error.issues[0]!, t))
    setReasonError(null)
    many.mutate(
      { userId: decision.userId, input: parsed.data },
      {
        onSuccess: ({ reviewed }) => {
          const done = voiding
            ? t('notice.voidedAll', { name, count: reviewed })
            : t('notice.approvedAll', { name, count: reviewed })
          const skipped = count - reviewed
          onNotice({ tone: 'success', text: skipped > 0 ? `${done} ${t('notice.skipped', { count: skipped })}` : done })
          onClose()
        },
        onError: refused,
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-300">
        {voiding ? t('dialog.voidExplain', { name }) : t('dialog.approveExplain')}
      </p>
      {decision.kind !== 'void' && (
        <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('dialog.days')}>
          {decision.dates.map((date) => (
            <li key={date} className="rounded-lg bg-zinc-100 px-2 py-1 tabular-nums dark:bg-zinc-800">
              {formatDay(date, i18n.language)}
            </li>
          ))}
        </ul>
      )}
      {voiding && (
        <div className="space-y-1.5">
          <label htmlFor={reasonId} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
            {t('dialog.reason')}
          </label>
          <textarea
            id={reasonId}
            rows={3}
            required
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={`${reasonId}-hint${reasonError ? ` ${reasonId}-error` : ''}`}
            className={clsx(
              inputClasses,
              reasonError ? 'border-red-500 dark:border-red-500' : 'border-zinc-300 dark:border-zinc-700',
            )}
          />
          <p id={`${reasonId}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
            {t('dialog.reasonHint')}
          </p>
          {reasonError && (
            <p id={`${reasonId}-error`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
              {reasonError}
            </p>
          )}
        </div>
      )}
      {failure && !(failure instanceof ApiError && failure.status === 409) && (
        <ErrorMessage message={failure.message} />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" variant={voiding ? 'danger' : 'primary'} loading={pending}>
          {decision.kind === 'void'
            ? t('dialog.voidDay')
            : voiding
              ? t('voidAll', { count })
              : t('approveAll', { count })}
        </Button>
      </div>
    </form>
  )
}
