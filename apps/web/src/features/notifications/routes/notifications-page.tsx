import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '@stepup/contract'
import { useIsMutating } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Alert, BackButton, Button, Loaded, Page, PageHeader, Section, Spinner } from '../../../components/ui/index.ts'
import { useNotificationSettings } from '../api/get-notification-settings.ts'
import { saveSettingsKey } from '../api/notification-keys.ts'
import { useUpdateNotificationSettings } from '../api/update-notification-settings.ts'
import { BrowserPushSection } from '../components/browser-push-section.tsx'
import { KindSwitches } from '../components/kind-switches.tsx'
import { QuietHoursSection } from '../components/quiet-hours-section.tsx'

/**
 * /notifications: what the member is told, per kind and channel (each switch saved at once), push
 * on this browser, and quiet hours.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications')
  const settings = useNotificationSettings()
  return (
    <Page>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<BackButton to="/settings">{t('back')}</BackButton>}
      />
      <Loaded query={settings} error={t('loadError')}>
        {(data) => (
          // On a phone this browser's push and the quiet hours come first, above the long list of
          // switches; on a wide screen they stand beside it.
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-1">
              <BrowserPushSection subscriptions={data.pushSubscriptions} />
              <QuietHoursSection settings={data} />
            </div>
            <Choices settings={data} />
          </div>
        )}
      </Loaded>
    </Page>
  )
}

/** The switches that differ from the community's defaults, set back to them. */
function backToDefaults(settings: NotificationSettings): NotificationSettingsInput | null {
  const channels: NonNullable<NotificationSettingsInput['channels']> = {}
  for (const kind of NOTIFICATION_KINDS)
    for (const channel of NOTIFICATION_CHANNELS)
      if (settings.channels[kind][channel] !== settings.defaults[kind][channel])
        channels[kind] = { ...channels[kind], [channel]: settings.defaults[kind][channel] }
  return Object.keys(channels).length > 0 ? { channels } : null
}

function Choices({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('notifications')
  const update = useUpdateNotificationSettings()
  const saving = useIsMutating({ mutationKey: saveSettingsKey }) > 0
  const reset = backToDefaults(settings)
  const change = (input: NotificationSettingsInput) => {
    update.reset()
    update.mutate(input)
  }

  return (
    <Section
      title={t('choices.title')}
      description={t('choices.description')}
      className="min-w-0 lg:col-start-1 lg:row-start-1"
      actions={saving && <Spinner label={t('choices.saving')} />}
    >
      <div className="space-y-4">
        {update.isError && (
          <Alert tone="error" title={t('choices.saveFailed')}>
            {update.error.message}
          </Alert>
        )}
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('choices.legend')}</p>
        {settings.pushSubscriptions === 0 && <Alert tone="info">{t('choices.pushNowhere')}</Alert>}
        <KindSwitches
          value={settings.channels}
          defaults={settings.defaults}
          onChange={(kind, channel, enabled) => change({ channels: { [kind]: { [channel]: enabled } } })}
        />
        {reset && (
          <Button variant="secondary" size="sm" onClick={() => change(reset)}>
            {t('choices.useDefaults')}
          </Button>
        )}
      </div>
    </Section>
  )
}
