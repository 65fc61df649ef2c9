import type { PushToken, PushTokenCreated } from '@stepup/contract'
import { Globe2 } from 'lucide-react'
import { useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import {
  Alert,
  BackButton,
  LoadingBlock,
  ErrorMessage,
  Page,
  PageHeader,
  Section,
} from '../../../components/ui/index.ts'
import { useAuth, useMe } from '../../../lib/auth.ts'
import { useCreatePushToken } from '../api/create-push-token.ts'
import { usePushTokens } from '../api/get-push-tokens.ts'
import { AndroidSetup } from '../components/android-setup.tsx'
import { Connections } from '../components/connections.tsx'
import { IphoneSetup } from '../components/iphone-setup.tsx'
import { panelId, PlatformTabs, tabId } from '../components/platform-tabs.tsx'
import { LastSynced } from '../components/sync-status.tsx'
import { downloadSettingsFile, likelyPlatform, type Platform } from '../setup-links.ts'

/**
 * /connect: a member's phone sends its steps by itself. Android through HC Webhook (a settings
 * file to import, or the values by hand), iPhone through Health Auto Export's automation (a deep
 * link, or the values) or a Shortcut; then each connection's last sync, the page waiting, and
 * turning green, until the first one is in.
 */
export function ConnectPage() {
  const { t } = useTranslation('connect')
  // The first-run card names the phone (?phone=iphone); otherwise the browser's own is likeliest.
  const [params] = useSearchParams()
  const [platform, setPlatform] = useState<Platform>(() => {
    const named = params.get('phone')
    return named === 'iphone' || named === 'android' ? named : likelyPlatform(navigator.userAgent)
  })
  const tokens = usePushTokens({ poll: true })
  const create = useCreatePushToken()
  const created = create.data

  // One token a visit: the download and the values by hand share the one made first.
  const token = async (): Promise<PushTokenCreated | undefined> => {
    if (created) return created
    try {
      return await create.mutateAsync()
    } catch {
      return undefined // said in the alert under the steps
    }
  }
  const download = async () => {
    const made = await token()
    if (made) downloadSettingsFile(made.url, made.token)
  }

  const mine = created && tokens.data?.find((row) => row.id === created.id)

  return (
    <Page>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<BackButton to="/myscores">{t('back')}</BackButton>}
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Section title={t('setup.title')} description={t('setup.description')} className="min-w-0">
          <div className="space-y-5">
            <PlatformTabs value={platform} onChange={setPlatform} />

            {create.isError && (
              <Alert tone="error" title={t('token.failed')}>
                {create.error.message} {t('token.failedNext')}
              </Alert>
            )}
            {created && <FirstSync token={mine} />}

            <div role="tabpanel" id={panelId(platform)} aria-labelledby={tabId(platform)}>
              {platform === 'android' ? (
                <AndroidSetup
                  created={created}
                  pending={create.isPending}
                  onDownload={download}
                  onMake={() => void token()}
                />
              ) : (
                <IphoneSetup created={created} pending={create.isPending} onMake={() => void token()} />
              )}
            </div>
          </div>
        </Section>

        <div className="min-w-0 space-y-6">
          {tokens.isPending ? (
            <LoadingBlock />
          ) : tokens.isError ? (
            <ErrorMessage message={t('connections.loadError')} />
          ) : tokens.data.length > 0 ? (
            <Connections tokens={tokens.data} />
          ) : null}
          <TimeZoneNote />
        </div>
      </div>
    </Page>
  )
}

/** The token made on this visit: waiting for its first sync, then connected. */
function FirstSync({ token }: { token: PushToken | undefined }) {
  const { t } = useTranslation('connect')
  if (!token?.lastSyncAt)
    return (
      <Alert tone="info" title={t('status.waiting')}>
        {t('status.waitingHint')}
      </Alert>
    )
  return (
    <Alert tone="success" role="alert" title={t('status.connected')}>
      <LastSynced token={token} />{' '}
      <Link to="/myscores" className="font-medium underline underline-offset-2">
        {t('status.seeScores')}
      </Link>
    </Alert>
  )
}

/** Which time zone the phone's days are dated in, and where to change it. */
function TimeZoneNote() {
  const { t } = useTranslation('connect')
  const { user: stored } = useAuth()
  const me = useMe()
  const zone = (me.data ?? stored)?.timeZone
  return (
    <Section
      title={
        <span className="inline-flex items-center gap-2">
          <Globe2 className="size-4" aria-hidden="true" />
          {t('timeZone.title')}
        </span>
      }
    >
      <p className="text-sm">
        {zone ? (
          <Trans
            t={t}
            i18nKey="timeZone.own"
            values={{ zone }}
            components={{ zone: <bdi dir="ltr" className="font-medium" /> }}
          />
        ) : (
          t('timeZone.community')
        )}{' '}
        <Link
          to="/profile#time-zone"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
        >
          {t('timeZone.change')}
        </Link>
      </p>
    </Section>
  )
}
