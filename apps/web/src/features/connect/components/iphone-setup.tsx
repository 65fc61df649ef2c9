import type { PushTokenCreated } from '@stepup/contract'
import { ExternalLink as ExternalLinkIcon } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { buttonClasses } from '../../../components/ui/index.ts'
import { ENTRIES_TEMPLATE, HEALTH_AUTO_EXPORT_APP_STORE_URL, healthAutoExportLink } from '../setup-links.ts'
import { QrTile } from './qr-tile.tsx'
import { ExternalLink, Fold, SetupStep, StepsList } from './steps-list.tsx'
import { MakeTokenButton, TokenValues } from './token-values.tsx'

/** The values to type into Health Auto Export's REST API automation, by the app's own labels. */
const AUTOMATION_FIELDS = [
  'type',
  'format',
  'dataType',
  'metric',
  'aggregate',
  'interval',
  'period',
  'cadence',
] as const

/**
 * iPhone: Health Auto Export's REST API automation, added by its deep link (or typed by hand), and
 * the free route for those without the app, a Shortcut that sends the day's sum.
 */
export function IphoneSetup({
  created,
  pending,
  onMake,
}: {
  created: PushTokenCreated | undefined
  pending: boolean
  onMake: () => void
}) {
  const { t } = useTranslation('connect')
  const link = created && healthAutoExportLink(created.url, created.token)
  return (
    <div className="space-y-5">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('iphone.intro')}</p>
      <StepsList>
        <SetupStep number={1}>
          <p>
            <Trans
              t={t}
              i18nKey="iphone.install"
              components={{ store: <ExternalLink href={HEALTH_AUTO_EXPORT_APP_STORE_URL} /> }}
            />
          </p>
        </SetupStep>
        <SetupStep number={2}>
          <p>{t('iphone.token')}</p>
          {!created && <MakeTokenButton onMake={onMake} pending={pending} />}
        </SetupStep>
        <SetupStep number={3}>
          <p>{t('iphone.open')}</p>
          {link ? (
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
              <a
                href={link}
                // Long words in some languages wrap inside the button rather than past a small phone's edge.
                className={buttonClasses({
                  className: 'h-auto! min-h-10 max-w-full self-start py-2 whitespace-normal!',
                })}
                data-testid="health-auto-export-link"
              >
                <ExternalLinkIcon className="size-4" aria-hidden="true" />
                {t('iphone.openButton')}
              </a>
              <QrTile value={link} label={t('iphone.qrLabel')} caption={t('iphone.qrCaption')} />
            </div>
          ) : (
            <p className="text-xs text-zinc-600 italic dark:text-zinc-400">{t('iphone.afterToken')}</p>
          )}
        </SetupStep>
        <SetupStep number={4}>
          <p>{t('iphone.metric')}</p>
        </SetupStep>
        <SetupStep number={5}>
          <p>{t('iphone.sync')}</p>
        </SetupStep>
      </StepsList>

      <Fold summary={t('iphone.byHand')} testId="iphone-by-hand">
        <p className="text-sm">{t('iphone.byHandIntro')}</p>
        {created ? (
          <TokenValues created={created} />
        ) : (
          <MakeTokenButton onMake={onMake} pending={pending} variant="secondary" />
        )}
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {AUTOMATION_FIELDS.map((field) => (
            <div key={field} className="contents">
              <dt className="font-medium text-zinc-600 dark:text-zinc-400">{t(`iphone.fields.${field}.label`)}</dt>
              <dd className="mb-1 sm:mb-0">{t(`iphone.fields.${field}.value`)}</dd>
            </div>
          ))}
        </dl>
      </Fold>

      <Fold summary={t('shortcut.title')} testId="shortcut">
        <p className="text-sm">{t('shortcut.intro')}</p>
        {created ? (
          <TokenValues created={created} />
        ) : (
          <MakeTokenButton onMake={onMake} pending={pending} variant="secondary" />
        )}
        <StepsList>
          {(['find', 'sum', 'date', 'post', 'automate'] as const).map((step, index) => (
            <SetupStep key={step} number={index + 1}>
              <p>{t(`shortcut.steps.${step}`)}</p>
              {step === 'post' && (
                <code
                  dir="ltr"
                  tabIndex={0}
                  className="block overflow-x-auto rounded-lg bg-zinc-100 px-3 py-2 text-start font-mono text-xs whitespace-pre text-zinc-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:bg-zinc-800 dark:text-zinc-200"
                >
                  {ENTRIES_TEMPLATE}
                </code>
              )}
            </SetupStep>
          ))}
        </StepsList>
      </Fold>
    </div>
  )
}
