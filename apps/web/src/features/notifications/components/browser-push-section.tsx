import { Bell, BellOff, Share } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Alert, Badge, Button, Section, type BadgeTone } from '../../../components/ui/index.ts'
import { useBrowserPush, type BrowserPushState } from './use-browser-push.ts'

const tones: Record<BrowserPushState, BadgeTone> = {
  checking: 'neutral',
  unsupported: 'warning',
  homeScreen: 'warning',
  blocked: 'danger',
  off: 'neutral',
  on: 'success',
}

/**
 * Push on this browser: its state (not supported, blocked, off, on) and the button that turns it
 * on or off; on an iPhone or iPad in Safari, how to add StepUp to the Home Screen instead.
 */
export function BrowserPushSection({ subscriptions }: { subscriptions: number }) {
  const { t } = useTranslation('notifications')
  const push = useBrowserPush()
  const { state, problem } = push

  return (
    <Section title={t('browser.title')} description={t('browser.description')}>
      <div className="space-y-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-zinc-600 dark:text-zinc-400">{t('browser.status')}</span>
          <Badge tone={tones[state]}>{t(`browser.states.${state}`)}</Badge>
        </p>
        {state !== 'checking' && state !== 'homeScreen' && <p className="text-sm">{t(`browser.explain.${state}`)}</p>}
        {state === 'unsupported' && push.appleMobile && (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('browser.iphone.update')}</p>
        )}
        {state === 'homeScreen' && <HomeScreenSteps />}

        {problem?.kind === 'dismissed' && <Alert tone="warning">{t('browser.dismissed')}</Alert>}
        {problem?.kind === 'failed' && (
          <Alert tone="error" title={problem.turning === 'on' ? t('browser.failed') : t('browser.offFailed')}>
            {problem.message}
          </Alert>
        )}

        {state === 'off' && (
          <Button
            onClick={() => void push.turnOn()}
            loading={push.busy}
            icon={<Bell className="size-4" aria-hidden="true" />}
          >
            {t('browser.turnOn')}
          </Button>
        )}
        {state === 'on' && (
          <Button
            variant="secondary"
            onClick={() => void push.turnOff()}
            loading={push.busy}
            icon={<BellOff className="size-4" aria-hidden="true" />}
          >
            {t('browser.turnOff')}
          </Button>
        )}

        {subscriptions > 0 && (
          <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('browser.devices', { count: subscriptions })}</p>
        )}
      </div>
    </Section>
  )
}

/** Web push on an iPhone or iPad reaches only StepUp added to the Home Screen: how to. */
function HomeScreenSteps() {
  const { t } = useTranslation('notifications')
  return (
    <Alert tone="info" title={t('browser.iphone.title')}>
      <p>{t('browser.iphone.text')}</p>
      <ol className="mt-2 list-decimal space-y-1 ps-5">
        <li>
          {t('browser.iphone.share')} <Share className="inline size-4 align-text-bottom" aria-hidden="true" />
        </li>
        <li>{t('browser.iphone.add')}</li>
        <li>{t('browser.iphone.open')}</li>
      </ol>
    </Alert>
  )
}
