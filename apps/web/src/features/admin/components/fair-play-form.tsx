import {
  ACTIVITIES,
  CAP_KEYS,
  DEFAULT_ACTIVITY_RATES,
  FairPlayConfigInputSchema,
  INTENSITIES,
  type Activity,
  type CapKey,
  type FairPlayConfig,
  type Intensity,
} from '@stepup/contract'
import clsx from 'clsx'
import { RotateCcw } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, ErrorMessage, ScrollArea, TextField, inputClasses } from '../../../components/ui/index.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { translateIssue } from '../../../lib/form-errors.ts'
import { useSaveFairPlay } from '../../fair-play/index.ts'
import {
  changesCounting,
  fairPlayInput,
  fairPlayValues,
  fieldOfFairPlayError,
  ratesValues,
  type FairPlayValues,
} from './fair-play-values.ts'
import { RecountNotice, useRecountReport } from './recount-notice.tsx'
import { SwitchField } from './switch-field.tsx'

/**
 * The fair-play rules: a daily cap per source and for the whole day, whether a flagged day counts
 * while it waits for review, when a day is far enough above the member's usual ones to be flagged,
 * and the activity converter with its steps a minute. The contract's schema checks what the
 * server checks; an error the server still answers is shown on its part of the form.
 */
export function FairPlayForm({ config }: { config: FairPlayConfig }) {
  const { t } = useTranslation('admin')
  const [values, setValues] = useState<FairPlayValues>(() => fairPlayValues(config))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSaveFairPlay()
  const recount = useRecountReport()
  // A new cap or flagging rule counts every member's days again: said before, measured after.
  const recounts = changesCounting(values, config)

  const serverKey = save.error instanceof ApiError ? save.error.key : undefined
  const serverField = save.isError ? fieldOfFairPlayError(serverKey) : null
  /** The first error of a field or of any field under it (`activityRates` holds `activityRates.cycling.light`). */
  const errorOf = (path: string) =>
    errors[path] ??
    Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1] ??
    (serverField === path ? save.error?.message : undefined)

  function update(change: Partial<FairPlayValues>) {
    setValues((current) => ({ ...current, ...change }))
    save.reset()
  }
  const setCap = (key: CapKey, text: string) => update({ caps: { ...values.caps, [key]: text } })
  const setRate = (activity: Activity, intensity: Intensity, text: string) =>
    update({ rates: { ...values.rates, [activity]: { ...values.rates[activity], [intensity]: text } } })

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = FairPlayConfigInputSchema.safeParse(fairPlayInput(values))
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= translateIssue(issue, t)
      setErrors(found)
      return
    }
    setErrors({})
    const onSuccess = (saved: FairPlayConfig) => setValues(fairPlayValues(saved))
    if (recounts) void recount.measure(() => save.mutateAsync(parsed.data, { onSuccess }))
    else {
      recount.clear()
      save.mutate(parsed.data, { onSuccess })
    }
  }

  const ratesError = errorOf('activityRates')
  // Each cap's own error stands under it; this is one about the caps as a whole, or the server's.
  const capsError = errors.stepCaps ?? (serverField === 'stepCaps' ? save.error?.message : undefined)
  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold">{t('fairPlay.caps')}</legend>
            <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('fairPlay.capsHint')}</p>
            <div className="grid grid-cols-2 gap-3">
              {CAP_KEYS.map((key) => (
                <TextField
                  key={key}
                  label={t(`fairPlay.capOf.${key}`)}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  placeholder={t('fairPlay.noCap')}
                  value={values.caps[key]}
                  onChange={(event) => setCap(key, event.target.value)}
                  error={errors[`stepCaps.${key}`]}
                />
              ))}
            </div>
            {capsError && (
              <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
                {capsError}
              </p>
            )}
          </fieldset>

          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">{t('fairPlay.flagged')}</legend>
            {([false, true] as const).map((hold) => (
              <label
                key={String(hold)}
                className={clsx(
                  'flex cursor-pointer gap-3 rounded-xl border px-4 py-3',
                  values.holdFlaggedDays === hold
                    ? 'border-brand-500 bg-brand-50/60 dark:bg-brand-950/30'
                    : 'border-zinc-200 dark:border-zinc-800',
                )}
              >
                <input
                  type="radio"
                  name="holdFlaggedDays"
                  className="accent-brand-600 mt-0.5"
                  checked={values.holdFlaggedDays === hold}
                  onChange={() => update({ holdFlaggedDays: hold })}
                />
                <span>
                  <span className="block text-sm font-medium">{t(hold ? 'fairPlay.hold' : 'fairPlay.count')}</span>
                  <span className="block text-xs text-zinc-500 dark:text-zinc-400">
                    {t(hold ? 'fairPlay.holdHint' : 'fairPlay.countHint')}
                  </span>
                </span>
              </label>
            ))}
            {errorOf('holdFlaggedDays') && (
              <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
                {errorOf('holdFlaggedDays')}
              </p>
            )}
          </fieldset>

          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold">{t('fairPlay.outliers')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t('fairPlay.outlierMultiple')}
                type="number"
                inputMode="decimal"
                min={1.5}
                max={20}
                step={0.1}
                value={values.outlierMultiple}
                onChange={(event) => update({ outlierMultiple: event.target.value })}
                error={errorOf('outlierMultiple')}
                hint={t('fairPlay.outlierMultipleHint')}
              />
              <TextField
                label={t('fairPlay.outlierFloor')}
                type="number"
                inputMode="numeric"
                min={1000}
                step={1}
                value={values.outlierFloor}
                onChange={(event) => update({ outlierFloor: event.target.value })}
                error={errorOf('outlierFloor')}
                hint={t('fairPlay.outlierFloorHint')}
              />
            </div>
          </fieldset>
        </div>

        <fieldset className="min-w-0 space-y-3">
          <legend className="text-sm font-semibold">{t('fairPlay.activity')}</legend>
          <SwitchField
            label={t('fairPlay.activityEnabled')}
            hint={t('fairPlay.activityEnabledHint')}
            checked={values.activityEnabled}
            onChange={(activityEnabled) => update({ activityEnabled })}
          />
          <ScrollArea label={t('fairPlay.rates')}>
            <table className="w-full text-sm">
              <caption className="pb-2 text-start text-xs text-zinc-500 dark:text-zinc-400">
                {t('fairPlay.rates')}
              </caption>
              <thead>
                <tr className="text-xs text-zinc-500 dark:text-zinc-400">
                  <th scope="col" className="py-1 pe-2 text-start font-medium">
                    {t('fairPlay.activityColumn')}
                  </th>
                  {INTENSITIES.map((intensity) => (
                    <th key={intensity} scope="col" className="px-1 py-1 text-end font-medium">
                      {t(`intensities.${intensity}`, { ns: 'common' })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ACTIVITIES.map((activity) => (
                  <tr key={activity}>
                    <th scope="row" className="py-1 pe-2 text-start font-normal">
                      {t(`activities.${activity}`, { ns: 'common' })}
                    </th>
                    {INTENSITIES.map((intensity) => {
                      const invalid = Boolean(errors[`activityRates.${activity}.${intensity}`])
                      return (
                        <td key={intensity} className="px-1 py-1">
                          {/* The box sets the width (the shared input classes fill their box); a narrow cell has no room for spin buttons. */}
                          <div className="ms-auto w-16 sm:w-20">
                            <input
                              type="number"
                              inputMode="numeric"
                              min={0}
                              max={500}
                              step={1}
                              aria-label={t('fairPlay.rateLabel', {
                                activity: t(`activities.${activity}`, { ns: 'common' }),
                                intensity: t(`intensities.${intensity}`, { ns: 'common' }),
                              })}
                              aria-invalid={invalid || undefined}
                              value={values.rates[activity][intensity]}
                              onChange={(event) => setRate(activity, intensity, event.target.value)}
                              className={clsx(
                                inputClasses,
                                'text-end tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none',
                                invalid ? 'border-red-500 dark:border-red-500' : 'border-zinc-300 dark:border-zinc-700',
                              )}
                            />
                          </div>
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
          {ratesError && (
            <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
              {ratesError}
            </p>
          )}
          <Button
            variant="secondary"
            size="sm"
            icon={<RotateCcw className="size-4" aria-hidden="true" />}
            onClick={() => update({ rates: ratesValues(DEFAULT_ACTIVITY_RATES) })}
            // Long in some languages: it wraps rather than running past a small phone's edge.
            className="h-auto! min-h-8 max-w-full py-1.5 whitespace-normal!"
          >
            {t('fairPlay.resetRates')}
          </Button>
        </fieldset>
      </div>

      {save.isError && serverField === null && <ErrorMessage message={save.error.message} />}
      {save.isSuccess && <Alert tone="success">{t('fairPlay.saved')}</Alert>}
      <RecountNotice pending={recounts} report={recount.report} />
      <Button type="submit" loading={save.isPending}>
        {t('fairPlay.save')}
      </Button>
    </form>
  )
}
