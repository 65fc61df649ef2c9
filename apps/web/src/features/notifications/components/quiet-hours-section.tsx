import { DEFAULT_QUIET_HOURS, QuietHoursSchema, type NotificationSettings, type QuietHours } from '@stepup/contract'
import { useState, type FormEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Alert, Button, Section, TextField } from '../../../components/ui/index.ts'
import { translateIssue } from '../../../lib/form-errors.ts'
import { formatTimeOfDay } from '../../../lib/format.ts'
import { useUpdateNotificationSettings } from '../api/update-notification-settings.ts'
import { Switch } from './switch.tsx'

/**
 * The member's quiet hours: the switch saves at once (on with the hours shown, off); changed hours
 * are saved with their button. Read in the member's time zone, which the section names.
 */
export function QuietHoursSection({ settings }: { settings: NotificationSettings }) {
  const { t, i18n } = useTranslation('notifications')
  const saved = settings.quietHours
  const [draft, setDraft] = useState<QuietHours>(saved ?? DEFAULT_QUIET_HOURS)
  const [error, setError] = useState<string | null>(null)
  const toggle = useUpdateNotificationSettings()
  const save = useUpdateNotificationSettings()
  const changed = saved !== null && (draft.from !== saved.from || draft.to !== saved.to)

  const onToggle = (on: boolean) => {
    save.reset()
    setError(null)
    const parsed = QuietHoursSchema.safeParse(draft)
    toggle.mutate({ quietHours: on ? (parsed.success ? parsed.data : DEFAULT_QUIET_HOURS) : null })
    if (on && !parsed.success) setDraft(DEFAULT_QUIET_HOURS)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    toggle.reset()
    const parsed = QuietHoursSchema.safeParse(draft)
    if (!parsed.success) return setError(translateIssue(parsed.error.issues[0]!, t))
    setError(null)
    save.mutate({ quietHours: parsed.data })
  }

  const failed = toggle.isError ? toggle.error : save.isError ? save.error : null

  return (
    <Section title={t('quietHours.title')} description={t('quietHours.description')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="flex items-center justify-between gap-4">
          <div className="min-w-0">
            <p className="text-sm font-medium">{t('quietHours.switch')}</p>
            <p id="quiet-hours-state" className="text-sm text-zinc-600 dark:text-zinc-400">
              {saved
                ? t('quietHours.on', {
                    from: formatTimeOfDay(saved.from, i18n.language),
                    to: formatTimeOfDay(saved.to, i18n.language),
                  })
                : t('quietHours.off')}
            </p>
          </div>
          <Switch
            checked={saved !== null}
            onChange={onToggle}
            label={t('quietHours.switch')}
            describedBy="quiet-hours-state"
          />
        </div>

        {saved && (
          <>
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label={t('quietHours.from')}
                type="time"
                required
                value={draft.from}
                onChange={(event) => setDraft({ ...draft, from: event.target.value })}
                aria-invalid={error ? true : undefined}
              />
              <TextField
                label={t('quietHours.to')}
                type="time"
                required
                value={draft.to}
                onChange={(event) => setDraft({ ...draft, to: event.target.value })}
                aria-invalid={error ? true : undefined}
              />
            </div>
            {error && (
              <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
                {error}
              </p>
            )}
            <Button type="submit" variant="secondary" loading={save.isPending} disabled={!changed}>
              {t('quietHours.save')}
            </Button>
          </>
        )}

        {save.isSuccess && !changed && (
          <Alert tone="success" role="alert">
            {t('quietHours.saved')}
          </Alert>
        )}
        {failed && (
          <Alert tone="error" title={t('quietHours.failed')}>
            {failed.message}
          </Alert>
        )}

        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Trans
            t={t}
            i18nKey="quietHours.zone"
            values={{ zone: settings.timeZone.replaceAll('_', ' ') }}
            components={{ zone: <bdi dir="ltr" className="font-medium text-zinc-800 dark:text-zinc-200" /> }}
          />{' '}
          <Link
            to="/profile#time-zone"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
          >
            {t('quietHours.changeZone')}
          </Link>
        </p>
      </form>
    </Section>
  )
}
