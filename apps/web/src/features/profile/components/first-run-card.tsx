import { firstRunSteps, type FirstRunStep } from '@stepup/contract'
import { ArrowRight, Check, FileUp, Keyboard, Smartphone, Trophy, Users, Watch } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Alert, Button, ButtonLink, Card } from '../../../components/ui/index.ts'
import { useScoreConfig } from '../../scores/index.ts'
import { useFirstRun, useSetFirstRunStep } from '../api/first-run.ts'

/** Where a member's steps can come from, and the place that brings them in from there. */
interface StepsChoice {
  id: 'iphone' | 'android' | 'garmin' | 'fitbit' | 'samsung' | 'googleFit' | 'typing'
  icon: ReactNode
  /** The connection or import that fits best. */
  to: string
  /** Another way in, for those who prefer it. */
  alternative?: string
}

const icon = (Icon: typeof Smartphone) => <Icon className="size-5" aria-hidden="true" />

const choices: StepsChoice[] = [
  { id: 'iphone', icon: icon(Smartphone), to: '/connect?phone=iphone', alternative: '/imports' },
  { id: 'android', icon: icon(Smartphone), to: '/connect?phone=android' },
  { id: 'garmin', icon: icon(Watch), to: '/imports' },
  { id: 'fitbit', icon: icon(Watch), to: '/imports' },
  // Samsung Health and Google Fit share their steps with Health Connect, which a phone sends by itself.
  { id: 'samsung', icon: icon(Smartphone), to: '/connect?phone=android', alternative: '/imports' },
  { id: 'googleFit', icon: icon(Smartphone), to: '/connect?phone=android', alternative: '/imports' },
  { id: 'typing', icon: icon(Keyboard), to: '/myscores' },
]

/**
 * On top of /profile for a newcomer: where their steps are (leading straight to the connection or
 * import that reads them), then a team, then a competition. Each step can be skipped, and the
 * server remembers it, so the card never asks again on any device; a member already past a step
 * (steps counted, in a team or a competition) is never asked it.
 */
export function FirstRunCard({ className }: { className?: string }) {
  const { t } = useTranslation('profile')
  const firstRun = useFirstRun()
  const save = useSetFirstRunStep()
  if (!firstRun.data) return null
  const done = new Set(firstRun.data.done)
  const step = firstRunSteps.find((candidate) => !done.has(candidate))
  if (!step) return null
  const finish = (finished: FirstRunStep) => save.mutate({ step: finished, done: true })

  return (
    <Card className={`overflow-hidden ${className ?? ''}`} data-testid="first-run">
      <section aria-labelledby="first-run-heading" className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
            {t('firstRun.eyebrow')}
          </p>
          <ol className="flex items-center gap-2" aria-label={t('firstRun.progress')}>
            {firstRunSteps.map((candidate, index) => (
              <li
                key={candidate}
                aria-current={candidate === step ? 'step' : undefined}
                className={`flex size-6 items-center justify-center rounded-full text-xs font-bold ${
                  done.has(candidate)
                    ? 'bg-brand-600 text-white dark:bg-brand-500'
                    : candidate === step
                      ? 'border-2 border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
                      : 'bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400'
                }`}
              >
                {done.has(candidate) ? <Check className="size-3.5" aria-hidden="true" /> : index + 1}
                <span className="sr-only">
                  {t(`firstRun.${candidate}.short`)}
                  {done.has(candidate) ? ` (${t('firstRun.doneLabel')})` : ''}
                </span>
              </li>
            ))}
          </ol>
        </div>
        {save.isError && (
          <Alert tone="error" className="mt-4">
            {t('firstRun.saveFailed')}
          </Alert>
        )}
        {step === 'steps' ? (
          <StepsQuestion onDone={() => finish('steps')} />
        ) : (
          <Suggestion
            step={step}
            icon={
              step === 'team' ? (
                <Users className="size-6" aria-hidden="true" />
              ) : (
                <Trophy className="size-6" aria-hidden="true" />
              )
            }
            to={step === 'team' ? '/teams' : '/competitions'}
            onDone={() => finish(step)}
          />
        )}
      </section>
    </Card>
  )
}

/** "Where are your steps?": a choice, then the one place to go for it. */
function StepsQuestion({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('profile')
  const config = useScoreConfig()
  const [chosen, setChosen] = useState<StepsChoice | null>(null)
  // Typing is offered only where the admin allows manual entry.
  const offered = choices.filter((choice) => choice.id !== 'typing' || config.data?.allowManualSteps === true)
  return (
    <>
      <h2 id="first-run-heading" className="mt-3 text-xl font-bold tracking-tight">
        {t('firstRun.steps.title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t('firstRun.steps.lead')}</p>
      <div role="group" aria-label={t('firstRun.steps.title')} className="mt-4 flex flex-wrap gap-2">
        {offered.map((choice) => (
          <button
            key={choice.id}
            type="button"
            aria-pressed={chosen?.id === choice.id}
            onClick={() => setChosen(choice)}
            className={`inline-flex h-10 items-center gap-2 rounded-lg border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
              chosen?.id === choice.id
                ? 'border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-950/60 dark:text-brand-200'
                : 'border-zinc-300 bg-white text-zinc-800 hover:border-brand-400 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200'
            }`}
          >
            {choice.icon}
            {t(`firstRun.steps.choices.${choice.id}.label`)}
          </button>
        ))}
      </div>
      {chosen && (
        <div
          className="mt-4 rounded-xl bg-zinc-50 p-4 dark:bg-zinc-800/60"
          data-testid="first-run-advice"
          aria-live="polite"
        >
          <p className="text-sm">{t(`firstRun.steps.choices.${chosen.id}.advice`)}</p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <ButtonLink to={chosen.to} onClick={onDone}>
              {t(`firstRun.steps.choices.${chosen.id}.go`)}
              <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </ButtonLink>
            {chosen.alternative && (
              <Link
                to={chosen.alternative}
                onClick={onDone}
                className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                <FileUp className="size-4" aria-hidden="true" />
                {t('firstRun.steps.orImport')}
              </Link>
            )}
          </div>
        </div>
      )}
      <div className="mt-4">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('firstRun.skip')}
        </Button>
      </div>
    </>
  )
}

/** Joining a team, or a competition: why, the way there, or skip. */
function Suggestion({
  step,
  icon: stepIcon,
  to,
  onDone,
}: {
  step: 'team' | 'competition'
  icon: ReactNode
  to: string
  onDone: () => void
}) {
  const { t } = useTranslation('profile')
  return (
    <div className="mt-3 flex flex-wrap items-start gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-950/60 dark:text-brand-400">
        {stepIcon}
      </span>
      <div className="min-w-0 flex-1 basis-64">
        <h2 id="first-run-heading" className="text-xl font-bold tracking-tight">
          {t(`firstRun.${step}.title`)}
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t(`firstRun.${step}.lead`)}</p>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <ButtonLink to={to} onClick={onDone}>
            {t(`firstRun.${step}.go`)}
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </ButtonLink>
          <Button variant="ghost" onClick={onDone}>
            {t('firstRun.skip')}
          </Button>
        </div>
      </div>
    </div>
  )
}
