import type { ImportDetail } from '@stepup/contract'
import { CalendarRange, Footprints } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, ButtonLink, ErrorMessage } from '../../../components/ui/index.ts'
import { useApplyImport } from '../api/apply-import.ts'
import { useSetImportSources } from '../api/set-import-sources.ts'
import { formatCount, formatDay } from './format.ts'
import { ImportChart } from './import-chart.tsx'
import { splitPreview } from './preview-days.ts'
import { SourceOrder } from './source-order.tsx'

/**
 * A read file before and after it counts: what it holds, which of its days will count, the
 * sources in the file in their order, and the button that counts them.
 */
export function ImportPreview({ detail, another }: { detail: ImportDetail; another: ReactNode }) {
  const { t, i18n } = useTranslation('imports')
  const setSources = useSetImportSources()
  const apply = useApplyImport()
  const { counted, skipped } = splitPreview(detail.days)
  const applied = detail.status === 'applied'
  const day = (date: string) => formatDay(date, i18n.language)

  return (
    <div className="space-y-5">
      <div>
        <p dir="auto" className="font-semibold break-all">
          {detail.fileName}
        </p>
        {/* Each part in its own direction: a Latin app name beside Hebrew dates would be scrambled. */}
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <bdi>{t(`formats.${detail.format}`)}</bdi>
          {detail.firstDate && detail.lastDate && (
            <>
              {' · '}
              <bdi>{t('preview.range', { first: day(detail.firstDate), last: day(detail.lastDate) })}</bdi>
            </>
          )}
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-zinc-50 px-4 py-3 dark:bg-zinc-800/60">
          <dt className="flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
            <CalendarRange className="size-3.5" aria-hidden="true" />
            {applied ? t('preview.daysCounted') : t('preview.daysToCount')}
          </dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="preview-days">
            {formatCount(counted.days)}
          </dd>
        </div>
        <div className="rounded-xl bg-zinc-50 px-4 py-3 dark:bg-zinc-800/60">
          <dt className="flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
            <Footprints className="size-3.5" aria-hidden="true" />
            {applied ? t('preview.stepsCounted') : t('preview.stepsToCount')}
          </dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="preview-steps">
            {formatCount(counted.steps)}
          </dd>
        </div>
      </dl>

      {detail.days.length > 0 && <ImportChart days={detail.days} />}

      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        {t('preview.window', { from: day(detail.countsFrom), to: day(detail.countsTo) })}
      </p>
      {skipped.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label={t('preview.skippedTitle')} data-testid="preview-skipped">
          {skipped.map((group) => (
            <li key={group.reason} className="flex gap-2">
              <span className="mt-1.5 size-2 shrink-0 rounded-full bg-zinc-400 dark:bg-zinc-500" aria-hidden="true" />
              <span>
                {t(`skipped.${group.reason}`, {
                  count: group.days,
                  steps: formatCount(group.steps),
                  first: day(group.first),
                  last: day(group.last),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}

      {detail.sources.length > 1 && (
        <section aria-labelledby="import-sources-heading" className="space-y-3">
          <div>
            <h3 id="import-sources-heading" className="font-semibold">
              {t('sources.title')}
            </h3>
            <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">
              {applied ? t('sources.appliedHint') : t('sources.why')}
            </p>
          </div>
          {applied ? (
            <ol className="list-inside list-decimal text-sm">
              {detail.sources
                .filter((source) => source.included)
                .map((source) => (
                  <li key={source.name}>{source.name}</li>
                ))}
            </ol>
          ) : (
            <SourceOrder
              key={detail.sources.map((source) => `${source.name}:${source.included}`).join('|')}
              sources={detail.sources}
              busy={setSources.isPending}
              onChange={(sources) => {
                apply.reset()
                setSources.mutate({ id: detail.id, sources })
              }}
            />
          )}
          {setSources.isError && <ErrorMessage message={setSources.error.message} />}
        </section>
      )}

      {applied ? (
        <div className="space-y-4">
          <Alert
            tone="success"
            title={t('applied.title')}
            action={
              <ButtonLink to="/myscores" size="sm" variant="secondary">
                {t('applied.myScores')}
              </ButtonLink>
            }
          >
            {t('applied.body', { count: counted.days, steps: formatCount(counted.steps) })}
          </Alert>
          {another}
        </div>
      ) : (
        <div className="space-y-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
          {apply.isError && <ErrorMessage message={apply.error.message} />}
          {counted.days === 0 && <Alert tone="warning">{t('preview.nothingCounts')}</Alert>}
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => apply.mutate(detail.id)}
              loading={apply.isPending}
              disabled={setSources.isPending || counted.days === 0}
            >
              {t('preview.apply')}
            </Button>
            {another}
          </div>
        </div>
      )}
    </div>
  )
}
