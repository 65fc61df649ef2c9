import type { OidcSettings, SamlSettings, SsoProtocol } from '@stepup/contract'
import { FlaskConical, Power, PowerOff, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge, Button, ConfirmDialog, ErrorMessage, buttonClasses } from '../../../components/ui/index.ts'
import { useDeleteProvider, useSetProviderEnabled } from '../api/provider-writes.ts'
import { ssoHrefs } from '../api/sso-hrefs.ts'
import { TestResult } from './test-result.tsx'

/**
 * Whether members can sign in with a provider, and the steps to get there: the test sign-in
 * (a navigation to the provider and back, which signs nobody in), what it found, and the switch,
 * which waits for a test. While the provider is the only way left to join, it cannot be turned
 * off or removed; the page says so and where to change that.
 */
export function ProviderStatus({
  protocol,
  settings,
  lastWayIn,
}: {
  protocol: SsoProtocol
  settings: OidcSettings | SamlSettings
  /** Members join only by single sign-on, and this is the only provider they can use. */
  lastWayIn: boolean
}) {
  const { t } = useTranslation('single-sign-on')
  const setEnabled = useSetProviderEnabled(protocol)
  const remove = useDeleteProvider(protocol)
  const [removing, setRemoving] = useState(false)
  const hintId = useId()
  const provider = <bdi />
  const tested = settings.lastTest !== null
  const locked = lastWayIn && settings.enabled
  const switchHint = !settings.enabled && !tested ? t('status.needsTest') : null

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium">{t('status.label')}</span>
        <Badge tone={settings.enabled ? 'success' : 'neutral'}>
          {settings.enabled ? t('status.on') : t('status.off')}
        </Badge>
        <span className="min-w-0 text-sm text-zinc-600 dark:text-zinc-400">
          <Trans
            t={t}
            i18nKey={settings.enabled ? 'status.onText' : 'status.offText'}
            values={{ provider: settings.label }}
            components={{ name: provider }}
          />
        </span>
      </div>

      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <a href={ssoHrefs.test(protocol)} className={buttonClasses({ variant: 'secondary' })}>
            <FlaskConical className="size-4" aria-hidden="true" />
            {t('status.test')}
          </a>
          {settings.enabled ? (
            <Button
              variant="secondary"
              icon={<PowerOff className="size-4" aria-hidden="true" />}
              loading={setEnabled.isPending}
              disabled={locked}
              aria-describedby={locked ? hintId : undefined}
              onClick={() => setEnabled.mutate(false)}
              className="max-w-full"
            >
              <span className="truncate">
                <Trans
                  t={t}
                  i18nKey="status.turnOff"
                  values={{ provider: settings.label }}
                  components={{ name: provider }}
                />
              </span>
            </Button>
          ) : (
            <Button
              icon={<Power className="size-4" aria-hidden="true" />}
              loading={setEnabled.isPending}
              disabled={!tested}
              aria-describedby={switchHint ? hintId : undefined}
              onClick={() => setEnabled.mutate(true)}
              className="max-w-full"
            >
              <span className="truncate">
                <Trans
                  t={t}
                  i18nKey="status.turnOn"
                  values={{ provider: settings.label }}
                  components={{ name: provider }}
                />
              </span>
            </Button>
          )}
        </div>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('status.testHint')}</p>
        {switchHint && (
          <p id={hintId} className="text-sm text-zinc-700 dark:text-zinc-300">
            {switchHint}
          </p>
        )}
        {locked && (
          <p id={hintId} className="text-sm text-zinc-700 dark:text-zinc-300">
            <Trans
              t={t}
              i18nKey="status.inUse"
              components={{
                invitations: (
                  <Link
                    to="/admin/invitations"
                    className="font-medium text-brand-600 hover:underline dark:text-brand-400"
                  />
                ),
              }}
            />
          </p>
        )}
        {setEnabled.isError && <ErrorMessage message={setEnabled.error.message} />}
      </div>

      {settings.lastTest && <TestResult protocol={protocol} result={settings.lastTest} settings={settings} />}

      <div className="border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <Button
          variant="ghost"
          className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          disabled={locked}
          onClick={() => {
            remove.reset()
            setRemoving(true)
          }}
        >
          {t('status.remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={removing}
        title={t('status.removeTitle')}
        message={t('status.removeText', { provider: settings.label })}
        confirmLabel={t('status.remove')}
        loading={remove.isPending}
        error={remove.isError ? remove.error.message : undefined}
        onCancel={() => setRemoving(false)}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setRemoving(false) })}
      />
    </div>
  )
}
