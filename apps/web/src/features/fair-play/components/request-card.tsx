import { DayCorrectionInputSchema, DismissDayRequestInputSchema, type OpenDayRequest } from '@stepup/contract'
import clsx from 'clsx'
import { MessageSquare, PencilLine, X } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import {
  Avatar,
  Badge,
  Button,
  Card,
  ErrorMessage,
  Modal,
  SourceBadge,
  TextField,
  UserText,
  inputClasses,
} from '../../../components/ui/index.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { fieldErrors } from '../../../lib/form-errors.ts'
import { formatCount, formatDay } from '../../../lib/format.ts'
import { useCorrectDay } from '../../members/index.ts'
import { useDismissDayRequest } from '../api/day-requests.ts'
import type { Notice } from './decision-notice.tsx'

const REASON_MAX_LENGTH = 500

/**
 * A member's request that an admin correct a day: who asked, their note, the count they gave, and
 * the day's sources as they stand. The admin corrects the day (which answers the request) or
 * dismisses it, with a reason the member reads.
 */
export function RequestCard({ request, onNotice }: { request: OpenDayRequest; onNotice: (notice: Notice) => void }) {
  const { t, i18n } = useTranslation('review')
  const headingId = useId()
  const [correcting, setCorrecting] = useState(false)
  const [dismissing, setDismissing] = useState(false)
  const date = formatDay(request.date, i18n.language)

  return (
    <Card className="min-w-0 p-4 sm:p-5" data-testid="request-card">
      <article aria-labelledby={headingId} className="space-y-4">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h3 id={headingId} className="flex min-w-0 items-center gap-3">
            <Avatar name={request.username} src={request.avatarUrl} size="md" decorative />
            <span className="min-w-0">
              <Link
                to={`/admin/members/${request.userId}`}
                dir="auto"
                className="inline-block max-w-full truncate align-top font-semibold text-brand-700 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-brand-300"
              >
                {request.username}
              </Link>
              <span className="block text-sm font-normal text-zinc-500 dark:text-zinc-400">{date}</span>
            </span>
          </h3>
          <Badge tone="info">
            <MessageSquare className="size-3.5" aria-hidden="true" />
            {t('requests.badge')}
          </Badge>
        </header>

        <blockquote className="rounded-lg border-s-4 border-sky-300 bg-zinc-50 px-3 py-2 text-sm dark:border-sky-700 dark:bg-zinc-900">
          <UserText as="p" className="break-words whitespace-pre-line">
            {request.note}
          </UserText>
        </blockquote>

        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <div>
            <dt className="text-zinc-500 dark:text-zinc-400">{t('counted')}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatCount(request.counted)}</dd>
          </div>
          {request.steps !== null && (
            <div>
              <dt className="text-zinc-500 dark:text-zinc-400">{t('requests.asked')}</dt>
              <dd className="text-lg font-semibold text-sky-700 tabular-nums dark:text-sky-300">
                {formatCount(request.steps)}
              </dd>
            </div>
          )}
          <div className="min-w-0">
            <dt className="text-zinc-500 dark:text-zinc-400">{t('sources')}</dt>
            <dd>
              {request.sources.length === 0 ? (
                <span>{t('requests.noSources')}</span>
              ) : (
                <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1.5">
                  {request.sources.map((entry) => (
                    <li key={entry.source} className="inline-flex items-center gap-1.5">
                      <SourceBadge
                        source={entry.source}
                        label={entry.source === 'manual' ? t('manualSource') : undefined}
                      />
                      <span className="tabular-nums">{formatCount(entry.steps)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>

        {correcting ? (
          <CorrectForm request={request} onNotice={onNotice} onCancel={() => setCorrecting(false)} />
        ) : (
          <footer className="flex flex-wrap items-center gap-2 border-t border-zinc-200 pt-4 dark:border-zinc-800">
            <Button
              onClick={() => setCorrecting(true)}
              icon={<PencilLine className="size-4" aria-hidden="true" />}
              aria-describedby={headingId}
            >
              {t('requests.correct')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => setDismissing(true)}
              icon={<X className="size-4" aria-hidden="true" />}
              aria-describedby={headingId}
            >
              {t('requests.dismiss')}
            </Button>
          </footer>
        )}
      </article>
      <Modal
        open={dismissing}
        onClose={() => setDismissing(false)}
        title={t('requests.dismissTitle', { name: request.username, date })}
      >
        {dismissing && <DismissForm request={request} onNotice={onNotice} onClose={() => setDismissing(false)} />}
      </Modal>
    </Card>
  )
}

/** The admin's count for the day, the member's own figure offered, with the reason the member reads. */
function CorrectForm({
  request,
  onNotice,
  onCancel,
}: {
  request: OpenDayRequest
  onNotice: (notice: Notice) => void
  onCancel: () => void
}) {
  const { t, i18n } = useTranslation('review')
  const [steps, setSteps] = useState(request.steps === null ? '' : String(request.steps))
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const correct = useCorrectDay()

  function submit(event: FormEvent) {
    event.preventDefault()
    // Taking a correction away does not answer a request: a count is needed here.
    const parsed = DayCorrectionInputSchema.safeParse({
      steps: steps.trim() === '' ? undefined : Number(steps),
      reason,
    })
    if (!parsed.success) return setErrors(fieldErrors(parsed.error, t))
    setErrors({})
    // The promise, not mutate's callbacks: the refreshed list drops this card before they would run.
    correct.mutateAsync({ id: request.userId, date: request.date, ...parsed.data }).then(
      (day) =>
        onNotice({
          tone: 'success',
          text: t('requests.corrected', {
            name: request.username,
            date: formatDay(request.date, i18n.language),
            steps: formatCount(day.steps),
          }),
          undo: { userId: request.userId, username: request.username, date: request.date, decision: 'correct' },
        }),
      // Said in the form, from the mutation's own state.
      () => {},
    )
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 border-t border-zinc-200 pt-4 dark:border-zinc-800"
      aria-label={t('requests.correct')}
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <TextField
          label={t('requests.steps')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          required
          value={steps}
          onChange={(event) => setSteps(event.target.value)}
          error={errors.steps}
        />
        <TextField
          label={t('requests.reason')}
          value={reason}
          required
          maxLength={REASON_MAX_LENGTH}
          dir="auto"
          onChange={(event) => setReason(event.target.value)}
          hint={t('dialog.reasonHint')}
          error={errors.reason}
        />
      </div>
      {correct.isError && <ErrorMessage message={correct.error.message} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={correct.isPending}>
          {t('requests.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={correct.isPending}>
          {t('common:cancel')}
        </Button>
      </div>
    </form>
  )
}

/** Dismissing a request, with an optional reason the member is told. */
function DismissForm({
  request,
  onNotice,
  onClose,
}: {
  request: OpenDayRequest
  onNotice: (notice: Notice) => void
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('review')
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const dismiss = useDismissDayRequest()

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = DismissDayRequestInputSchema.safeParse({ reason })
    if (!parsed.success) return setReasonError(fieldErrors(parsed.error, t).reason ?? null)
    setReasonError(null)
    // The promise, not mutate's callbacks: the refreshed list drops this card before they would run.
    dismiss.mutateAsync({ id: request.id, input: parsed.data }).then(
      () => {
        onNotice({
          tone: 'success',
          text: t('requests.dismissed', { name: request.username, date: formatDay(request.date, i18n.language) }),
        })
        onClose()
      },
      (error: Error) => {
        // Another admin answered it first: the list has moved on, and the dialog with it.
        if (error instanceof ApiError && error.status === 409) {
          onNotice({ tone: 'error', text: error.message })
          onClose()
        }
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-300">
        {t('requests.dismissExplain', { name: request.username })}
      </p>
      <div className="space-y-1.5">
        <label htmlFor={reasonId} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
          {t('requests.dismissReason')}
        </label>
        <textarea
          id={reasonId}
          rows={3}
          dir="auto"
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
      {dismiss.isError && !(dismiss.error instanceof ApiError && dismiss.error.status === 409) && (
        <ErrorMessage message={dismiss.error.message} />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={dismiss.isPending}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" loading={dismiss.isPending}>
          {t('requests.dismissConfirm')}
        </Button>
      </div>
    </form>
  )
}
