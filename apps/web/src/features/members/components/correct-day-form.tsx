import { CORRECTION_DAYS_BACK, DayCorrectionInputSchema } from '@stepup/contract'
import clsx from 'clsx'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, ErrorMessage, TextField, inputClasses } from '../../../components/ui/index.ts'
import { formatCount, formatDay, localToday, shiftDay } from '../../../lib/format.ts'
import { fieldErrors } from '../../../lib/form-errors.ts'
import { useCorrectDay } from '../api/correct-day.ts'

/**
 * The admin's count for one of the member's days, today or up to 30 days back, with the reason the
 * member sees. Empty steps take an earlier correction away.
 */
export function CorrectDayForm({ memberId, onDone }: { memberId: number; onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation('members')
  const today = localToday()
  const days = Array.from({ length: CORRECTION_DAYS_BACK + 1 }, (_, back) => shiftDay(today, -back))
  const [date, setDate] = useState(today)
  const [steps, setSteps] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const correct = useCorrectDay()

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = DayCorrectionInputSchema.safeParse({ steps: steps.trim() === '' ? null : Number(steps), reason })
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, t))
      return
    }
    setErrors({})
    correct.mutate(
      { id: memberId, date, ...parsed.data },
      {
        onSuccess: () => {
          const day = formatDay(date, i18n.language)
          onDone(
            parsed.data.steps === null
              ? t('correct.removed', { date: day })
              : t('correct.saved', { date: day, steps: formatCount(parsed.data.steps) }),
          )
          setSteps('')
          setReason('')
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor="correction-day" className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
            {t('correct.date')}
          </label>
          <select
            id="correction-day"
            className={clsx(inputClasses, 'border-zinc-300 dark:border-zinc-700')}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          >
            {days.map((day) => (
              <option key={day} value={day}>
                {day === today
                  ? t('correct.today', { date: formatDay(day, i18n.language) })
                  : formatDay(day, i18n.language)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('correct.steps')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={steps}
          onChange={(event) => setSteps(event.target.value)}
          hint={t('correct.stepsHint')}
          error={errors.steps}
        />
      </div>
      <TextField
        label={t('correct.reason')}
        placeholder={t('correct.reasonPlaceholder')}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
      />
      {correct.isError && <ErrorMessage message={correct.error.message} />}
      <Button type="submit" loading={correct.isPending}>
        {t('correct.submit')}
      </Button>
    </form>
  )
}
