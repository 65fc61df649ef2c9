import {
  ACTIVITIES,
  ActivityInputSchema,
  INTENSITIES,
  MAX_ACTIVITY_MINUTES,
  type Activity,
  type ActivityEntry,
  type ActivityRates,
  type Intensity,
} from '@stepup/contract'
import clsx from 'clsx'
import { Bike, Trash2 } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useFairPlay } from '../../fair-play/index.ts'
import {
  Alert,
  Button,
  ConfirmDialog,
  ErrorMessage,
  LoadingBlock,
  Section,
  TextField,
  inputClasses,
} from '../../../components/ui/index.ts'
import { translateIssue } from '../../../lib/form-errors.ts'
import { ACTIVITY_DAYS_BACK, activityOpen, activitySteps } from '../activity-steps.ts'
import { useActivities } from '../api/get-activities.ts'
import { useDeleteActivity } from '../api/delete-activity.ts'
import { useRecordActivity } from '../api/record-activity.ts'
import { formatCount, formatDay, localToday, shiftDay } from './format.ts'

/**
 * The activity converter, when the admin has it on: minutes of cycling, swimming and the like turn
 * into steps by the admin's rates and add to the day's walking. The member's recent entries are
 * listed beside the form, each with a delete.
 */
export function ActivityConverter() {
  const { t } = useTranslation('scores')
  const fairPlay = useFairPlay()
  const enabled = fairPlay.data?.activityEnabled === true
  const entries = useActivities(enabled)
  if (!fairPlay.data || !enabled) return null
  return (
    <Section title={t('activity.title')} description={t('activity.description')}>
      <div className="grid gap-6 md:grid-cols-2">
        <ActivityForm rates={fairPlay.data.activityRates} />
        <div className="space-y-3">
          <h3 className="text-sm font-semibold">{t('activity.recent')}</h3>
          {entries.isPending ? (
            <LoadingBlock />
          ) : entries.isError ? (
            <ErrorMessage message={t('loadError')} />
          ) : (
            <ActivityEntries entries={entries.data} />
          )}
        </div>
      </div>
    </Section>
  )
}

const selectClasses = clsx(inputClasses, 'border-zinc-300 dark:border-zinc-700')

function ActivityForm({ rates }: { rates: ActivityRates }) {
  const { t, i18n } = useTranslation('scores')
  const today = localToday()
  const ids = { activity: useId(), intensity: useId() }
  const [date, setDate] = useState(today)
  const [activity, setActivity] = useState<Activity>('cycling')
  const [intensity, setIntensity] = useState<Intensity>('moderate')
  const [minutes, setMinutes] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const record = useRecordActivity()
  const preview = activitySteps(rates, activity, intensity, Number(minutes))

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = ActivityInputSchema.safeParse({
      date,
      activity,
      intensity,
      minutes: minutes.trim() === '' ? undefined : Number(minutes),
    })
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= translateIssue(issue, t)
      setErrors(found)
      return
    }
    setErrors({})
    record.mutate(parsed.data, { onSuccess: () => setMinutes('') })
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('activity.date')}
          type="date"
          value={date}
          min={shiftDay(today, -ACTIVITY_DAYS_BACK)}
          max={today}
          onChange={(event) => setDate(event.target.value)}
          error={errors.date}
          required
        />
        <div className="space-y-1.5">
          <label htmlFor={ids.activity} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
            {t('activity.activity')}
          </label>
          <select
            id={ids.activity}
            value={activity}
            onChange={(event) => setActivity(event.target.value as Activity)}
            className={selectClasses}
          >
            {ACTIVITIES.map((each) => (
              <option key={each} value={each}>
                {t(`activities.${each}`, { ns: 'common' })}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={ids.intensity} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
            {t('activity.intensity')}
          </label>
          <select
            id={ids.intensity}
            value={intensity}
            onChange={(event) => setIntensity(event.target.value as Intensity)}
            className={selectClasses}
          >
            {INTENSITIES.map((each) => (
              <option key={each} value={each}>
                {t(`intensities.${each}`, { ns: 'common' })}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('activity.minutes')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ACTIVITY_MINUTES}
          step={1}
          placeholder="30"
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
          error={errors.minutes}
          required
        />
      </div>
      <p
        aria-live="polite"
        className="text-brand-700 dark:text-brand-300 text-lg font-semibold tabular-nums"
        data-testid="activity-preview"
      >
        {t('activity.preview', { steps: formatCount(preview, i18n.language) })}
      </p>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        {t('activity.hint', {
          days: ACTIVITY_DAYS_BACK,
          rate: formatCount(rates[activity][intensity], i18n.language),
        })}
      </p>
      {record.isError && <ErrorMessage message={record.error.message} />}
      {record.isSuccess && (
        <Alert tone="success">
          {t('activity.saved', {
            minutes: formatCount(record.data.minutes, i18n.language),
            activity: t(`activities.${record.data.activity}`, { ns: 'common' }),
            date: formatDay(record.data.date, i18n.language),
            steps: formatCount(record.data.steps, i18n.language),
          })}
        </Alert>
      )}
      <Button type="submit" loading={record.isPending} icon={<Bike className="size-4" aria-hidden="true" />}>
        {t('activity.submit')}
      </Button>
    </form>
  )
}

function ActivityEntries({ entries }: { entries: ActivityEntry[] }) {
  const { t, i18n } = useTranslation('scores')
  const remove = useDeleteActivity()
  const today = localToday()
  const [removing, setRemoving] = useState<ActivityEntry | null>(null)
  const describe = (entry: ActivityEntry) =>
    t('activity.entry', {
      activity: t(`activities.${entry.activity}`, { ns: 'common' }),
      intensity: t(`intensities.${entry.intensity}`, { ns: 'common' }),
      minutes: formatCount(entry.minutes, i18n.language),
    })

  if (entries.length === 0) return <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('activity.none')}</p>
  return (
    <>
      {remove.isError && <ErrorMessage message={remove.error.message} />}
      <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-center gap-3 px-3 py-2 text-sm">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{describe(entry)}</p>
              <p className="text-xs text-zinc-500 dark:text-zinc-400">{formatDay(entry.date, i18n.language)}</p>
            </div>
            <span className="shrink-0 font-semibold tabular-nums">
              {t('activity.steps', { steps: formatCount(entry.steps, i18n.language) })}
            </span>
            {/* An entry is taken back only while its day is open for entries; older ones stay as they count. */}
            {activityOpen(entry.date, today) ? (
              <Button
                variant="ghost"
                size="sm"
                className="shrink-0 px-2"
                aria-label={t('activity.delete', {
                  entry: describe(entry),
                  date: formatDay(entry.date, i18n.language),
                })}
                onClick={() => setRemoving(entry)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            ) : (
              <span className="w-8 shrink-0" aria-hidden="true" />
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={t('activity.deleteTitle')}
        message={
          removing
            ? t('activity.deleteMessage', { entry: describe(removing), date: formatDay(removing.date, i18n.language) })
            : undefined
        }
        confirmLabel={t('activity.deleteConfirm')}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
    </>
  )
}
