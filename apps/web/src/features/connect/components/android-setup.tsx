import type { PushTokenCreated } from '@stepup/contract'
import { Download } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { Alert, Button } from '../../../components/ui/index.ts'
import { authorizationValue, HC_WEBHOOK_PLAY_URL } from '../setup-links.ts'
import { QrTile } from './qr-tile.tsx'
import { ExternalLink, Fold, SetupStep, StepsList } from './steps-list.tsx'
import { MakeTokenButton, TokenValues } from './token-values.tsx'

/**
 * Android, with the HC Webhook app: install it, allow Health Connect's Steps, import the settings
 * file StepUp makes (or add the webhook by hand), keep Steps at a daily or full resolution.
 */
export function AndroidSetup({
  created,
  pending,
  onDownload,
  onMake,
}: {
  created: PushTokenCreated | undefined
  pending: boolean
  onDownload: () => void
  onMake: () => void
}) {
  const { t } = useTranslation('connect')
  return (
    <div className="space-y-5">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('android.intro')}</p>
      <StepsList>
        <SetupStep number={1}>
          <p>
            <Trans
              t={t}
              i18nKey="android.install"
              components={{ store: <ExternalLink href={HC_WEBHOOK_PLAY_URL} /> }}
            />
          </p>
        </SetupStep>
        <SetupStep number={2}>
          <p>{t('android.permission')}</p>
        </SetupStep>
        <SetupStep number={3}>
          <p>{t('android.download')}</p>
          <Button
            onClick={onDownload}
            loading={pending}
            icon={<Download className="size-4" aria-hidden="true" />}
            data-testid="download-settings"
            // Long words in some languages wrap inside the button rather than past a small phone's edge.
            className="h-auto! min-h-10 max-w-full py-2 whitespace-normal!"
          >
            {t('android.downloadButton')}
          </Button>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">{t('android.downloadHint')}</p>
        </SetupStep>
        <SetupStep number={4}>
          <p>{t('android.import')}</p>
          <Alert tone="warning">{t('android.replaces')}</Alert>
        </SetupStep>
        <SetupStep number={5}>
          <p>{t('android.resolution')}</p>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">{t('android.buckets')}</p>
        </SetupStep>
        <SetupStep number={6}>
          <p>{t('android.sync')}</p>
        </SetupStep>
      </StepsList>

      <Fold summary={t('android.byHand')} testId="android-by-hand">
        <p className="text-sm">{t('android.byHandSteps')}</p>
        {created ? (
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
            <div className="min-w-0 flex-1">
              <TokenValues created={created} />
            </div>
            <QrTile
              value={authorizationValue(created.token)}
              label={t('android.qrLabel')}
              caption={t('android.qrCaption')}
            />
          </div>
        ) : (
          <MakeTokenButton onMake={onMake} pending={pending} variant="secondary" />
        )}
      </Fold>
    </div>
  )
}
