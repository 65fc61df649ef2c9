import { DAY_REQUEST_NOTE_MAX, DayRequestInputSchema } from '@stepup/contract'
import clsx from 'clsx'
import { MessageSquarePlus } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, ErrorMessage, Modal, TextField, inputClasses } from '../../../components/ui/index.ts'
import { fieldErrors } from '../../../lib/form-errors.ts'
import { formatDay } from '../../../lib/format.ts'
import { useCreateDayRequest } from '../api/day-requests.ts'

/**
 * "Ask an admin to correct this day": a note for the admin (what happened) and, if the member
 * knows it, the count the day should have. The request waits in the admin's review queue; the
 * member follows it under "Your requests" on My Scores.
 */
export function AskCorrection({ date, steps }: { date: string; steps?: number }) {
  const { t } = useTranslation('review')
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(false)
  if (sent) {
    return (
      <p role="status" className="text-sm font-medium">
        {t('ask.sent', { date: formatDay(date) })}
      </p>
    )
  }
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<MessageSquarePlus className="size-4 shrink-0" aria-hidden="true" />}
        // In a narrow card the label wraps rather than running out of it.
        className="h-auto max-w-full py-1.5 text-start whitespace-normal"
        onClick={() => setOpen(true)}
      >
        {t('ask.open')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('ask.title', { date: formatDay(date) })}>
        {open && (
          <AskForm
            date={date}
            steps={steps}
            onCancel={() => setOpen(false)}
            onSent={() => {
              setOpen(false)
              setSent(true)
            }}
          />
        )}
      </Modal>
    </>
  )
}

function AskForm({
  date,
  steps: typed,
  onCancel,
  onSent,
}: {
  date: string
  steps?: number
  onCancel: () => void
  onSent: () => void
}) {
  const { t } = useTranslation('review')
  const noteId = useId()
  const [note, setNote] = useState('')
  const [steps, setSteps] = useState(typed === undefined ? '' : String(typed))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const create = useCreateDayRequest()

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = DayRequestInputSchema.safeParse({
      date,
      note,
      steps: steps.trim() === '' ? null : Number(steps),
    })
    if (!parsed.success) return setErrors(fieldErrors(parsed.error, t))
    setErrors({})
    create.mutate(parsed.data, { onSuccess: onSent })
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-zinc-600 dark:text-zinc-300">{t('ask.explain')}</p>
      <div className="space-y-1.5">
        <label htmlFor={noteId} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
          {t('ask.note')}
        </label>
        <textarea
          id={noteId}
          rows={3}
          required
          dir="auto"
          maxLength={DAY_REQUEST_NOTE_MAX}
          value={note}
          placeholder={t('ask.notePlaceholder')}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={`${noteId}-hint${errors.note ? ` ${noteId}-error` : ''}`}
          className={clsx(
            inputClasses,
            errors.note ? 'border-red-500 dark:border-red-500' : 'border-zinc-300 dark:border-zinc-700',
          )}
        />
        <p id={`${noteId}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
          {t('ask.noteHint', { max: DAY_REQUEST_NOTE_MAX })}
        </p>
        {errors.note && (
          <p id={`${noteId}-error`} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
            {errors.note}
          </p>
        )}
      </div>
      <TextField
        label={t('ask.steps')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={steps}
        onChange={(event) => setSteps(event.target.value)}
        hint={t('ask.stepsHint')}
        error={errors.steps}
      />
      {create.isError && <ErrorMessage message={create.error.message} />}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('ask.send')}
        </Button>
      </div>
    </form>
  )
}
