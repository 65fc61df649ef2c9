import { NotificationPolicyInputSchema, type NotificationPolicy } from '@stepup/contract'
import clsx from 'clsx'
import { useId, useState, type FormEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Alert, Button, ErrorMessage, inputClasses, TextField } from '../../../components/ui/index.ts'
import { formatTimeOfDay, formatWeekday } from '../../../lib/format.ts'
import { useUpdateNotificationPolicy } from '../api/update-notification-policy.ts'
import { KindSwitches } from './kind-switches.tsx'

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7]
const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

const selectClasses = clsx(inputClasses, 'border-zinc-300 dark:border-zinc-700')

/** A word that starts a line of its own, capitalised where the language writes it in lower case ("lunes"). */
const standalone = (word: string, language: string) => word.charAt(0).toLocaleUpperCase(language) + word.slice(1)

/**
 * The community's notification policy: the default switch of every kind and channel, the hours
 * without steps before a reminder, and the weekly summary's day and hour in the community's time
 * zone. Saved together with its button.
 */
export function PolicyForm({ policy }: { policy: NotificationPolicy }) {
  const { t, i18n } = useTranslation('notifications')
  const [defaults, setDefaults] = useState(policy.defaults)
  const [noDataHours, setNoDataHours] = useState(String(policy.noDataHours))
  const [digestWeekday, setDigestWeekday] = useState(policy.digestWeekday)
  const [digestHour, setDigestHour] = useState(policy.digestHour)
  const [hoursError, setHoursError] = useState<string | null>(null)
  const save = useUpdateNotificationPolicy()
  const ids = { weekday: useId(), hour: useId(), zone: useId() }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.reset()
    const parsed = NotificationPolicyInputSchema.safeParse({
      defaults,
      noDataHours: noDataHours.trim() === '' ? undefined : Number(noDataHours),
      digestWeekday,
      digestHour,
    })
    const hours = parsed.success ? parsed.data.noDataHours : undefined
    if (!parsed.success || hours === undefined) return setHoursError(t('admin.policy.reminderError'))
    setHoursError(null)
    save.mutate(parsed.data)
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <KindSwitches
          value={defaults}
          onChange={(kind, channel, enabled) => {
            save.reset()
            setDefaults({ ...defaults, [kind]: { ...defaults[kind], [channel]: enabled } })
          }}
        />
        <div className="space-y-4">
          <TextField
            label={t('admin.policy.reminder')}
            type="number"
            inputMode="numeric"
            min={6}
            max={240}
            step={1}
            value={noDataHours}
            onChange={(event) => setNoDataHours(event.target.value)}
            error={hoursError}
            hint={t('admin.policy.reminderHint')}
          />
          <div className="space-y-1.5">
            <label htmlFor={ids.weekday} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
              {t('admin.policy.digestDay')}
            </label>
            <select
              id={ids.weekday}
              className={selectClasses}
              value={digestWeekday}
              onChange={(event) => setDigestWeekday(Number(event.target.value))}
            >
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {standalone(formatWeekday(day, i18n.language), i18n.language)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <label htmlFor={ids.hour} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
              {t('admin.policy.digestHour')}
            </label>
            <select
              id={ids.hour}
              className={selectClasses}
              value={digestHour}
              aria-describedby={ids.zone}
              onChange={(event) => setDigestHour(Number(event.target.value))}
            >
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {formatTimeOfDay(`${String(hour).padStart(2, '0')}:00`, i18n.language)}
                </option>
              ))}
            </select>
            <p id={ids.zone} className="text-xs text-zinc-500 dark:text-zinc-400">
              <Trans
                t={t}
                i18nKey="admin.policy.zone"
                values={{ zone: policy.timeZone.replaceAll('_', ' ') }}
                components={{ zone: <bdi dir="ltr" className="font-medium" /> }}
              />
            </p>
          </div>
        </div>
      </div>
      {save.isError && <ErrorMessage message={save.error.message} />}
      {save.isSuccess && (
        <Alert tone="success" role="alert">
          {t('admin.policy.saved')}
        </Alert>
      )}
      <Button type="submit" loading={save.isPending}>
        {t('admin.policy.save')}
      </Button>
    </form>
  )
}
