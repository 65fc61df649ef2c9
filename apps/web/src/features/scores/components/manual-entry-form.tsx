import { MANUAL_ENTRY_DAYS_BACK, ManualStepsInputSchema, type HistoryDay } from '@stepup/contract'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, ErrorMessage, TextField } from '../../../components/ui/index.ts'
import { sourceLabelKey } from '../../../lib/step-sources.ts'
import { translateIssue } from '../../../lib/form-errors.ts'
import { AskCorrection } from '../../fair-play/index.ts'
import { useEnterSteps } from '../api/enter-steps.ts'
import { formatCount, formatDay, localToday, shiftDay } from './format.ts'

/** A day's steps, for today or up to 7 days back; the latest entry for a day replaces it. */
export function ManualEntryForm() {
  const { t } = useTranslation('scores')
  const today = localToday()
  const [date, setDate] = useState(today)
  const [steps, setSteps] = useState('')
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const enter = useEnterSteps()

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = ManualStepsInputSchema.safeParse({ date, steps: steps.trim() === '' ? undefined : Number(steps) })
    if (!parsed.success) {
      const errors: Record<string, string> = {}
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= translateIssue(issue, t)
      setFieldErrors(errors)
      return
    }
    setFieldErrors({})
    enter.mutate(parsed.data, { onSuccess: () => setSteps('') })
  }

  // The answer sits outside the form: it may hold a form of its own (a request to an admin).
  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('entry.date')}
            type="date"
            value={date}
            min={shiftDay(today, -MANUAL_ENTRY_DAYS_BACK)}
            max={today}
            onChange={(event) => setDate(event.target.value)}
            error={fieldErrors.date}
            required
          />
          <TextField
            label={t('entry.steps')}
            type="number"
            inputMode="numeric"
            min={0}
            max={100_000}
            step={1}
            placeholder="8000"
            value={steps}
            onChange={(event) => setSteps(event.target.value)}
            error={fieldErrors.steps}
            required
          />
        </div>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('entry.hint', { days: MANUAL_ENTRY_DAYS_BACK })}</p>
        {enter.isError && <ErrorMessage message={enter.error.message} />}
        <Button type="submit" loading={enter.isPending}>
          {t('entry.submit')}
        </Button>
      </form>
      {enter.isSuccess && <EntrySaved day={enter.data} entered={enter.variables.steps} />}
    </div>
  )
}

/**
 * What the entry did. A day counts its highest-priority source, so an entry for a day that a
 * watch sync (say) already has is kept, but the day still counts the watch's steps: say that
 * first, and offer the way forward when the watch is wrong, a request to an admin.
 */
function EntrySaved({ day, entered }: { day: HistoryDay; entered: number }) {
  const { t, i18n } = useTranslation('scores')
  const date = formatDay(day.date, i18n.language)
  if (day.source !== null && day.source !== 'manual') {
    const source = t(sourceLabelKey(day.source, day.importFormat), { ns: 'common' })
    return (
      <Alert tone="warning" title={t('entry.outrankedTitle', { source, steps: formatCount(day.steps), date })}>
        <p>{t('entry.outranked', { source, entered: formatCount(entered) })}</p>
        <div className="mt-2">
          <AskCorrection date={day.date} steps={entered} />
        </div>
      </Alert>
    )
  }
  return <Alert tone="success">{t('entry.saved', { steps: formatCount(day.steps), date })}</Alert>
}
