import {
  COMPETITION_DEFAULT_GRACE_HOURS,
  COMPETITION_DEFAULT_TARGET,
  COMPETITION_DESCRIPTION_MAX_LENGTH,
  COMPETITION_MAX_GRACE_HOURS,
  COMPETITION_NAME_MAX_LENGTH,
  apiMessages,
  CreateCompetitionInputSchema,
  individualScorings,
  participationModes,
  teamScorings,
  type Competition,
  type IndividualScoring,
  type Participation,
  type TeamScoring,
} from '@stepup/contract'
import clsx from 'clsx'
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, ErrorMessage, TextField, inputClasses } from '../../../components/ui/index.ts'
import type { ApiError } from '../../../lib/api-client.ts'
import { translateIssue } from '../../../lib/form-errors.ts'
import { fieldOfError, targetOf, type CompetitionValues, type FormField } from '../competition-rules.ts'
import { ChoiceField } from './choice-field.tsx'
import { PrizeChoices } from './prize-choices.tsx'

interface FormState {
  name: string
  description: string
  startDate: string
  endDate: string
  graceHours: string
  participation: Participation
  individual: IndividualScoring
  target: string
  team: TeamScoring
  prizes: IndividualScoring[]
}

const initialState = (competition?: Competition): FormState => ({
  name: competition?.name ?? '',
  description: competition?.description ?? '',
  startDate: competition?.startDate ?? '',
  endDate: competition?.endDate ?? '',
  graceHours: String(competition?.graceHours ?? COMPETITION_DEFAULT_GRACE_HOURS),
  participation: competition?.participation ?? 'everyone',
  individual: competition?.scoring.individual ?? 'steps',
  target: String(competition ? targetOf(competition.scoring) : COMPETITION_DEFAULT_TARGET),
  team: competition?.scoring.team ?? 'sum',
  prizes: competition?.prizes ?? [],
})

/** A number field's text as a number; an empty one is no number, which the schema refuses. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))

/**
 * An admin's competition: name, description, first and last day, grace period, who takes part,
 * how members and teams score, and the extra prizes beside the main board. The contract's schema checks it before it is sent, so the
 * messages are the server's; an error the server still answers is shown on its field.
 */
export function CompetitionForm({
  competition,
  submitLabel,
  pending,
  serverError,
  secondaryAction,
  onSubmit,
}: {
  competition?: Competition
  submitLabel: string
  pending: boolean
  serverError: ApiError | Error | null
  secondaryAction?: ReactNode
  onSubmit: (values: CompetitionValues) => void
}) {
  const { t } = useTranslation('competitions')
  const descriptionId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [state, setState] = useState(() => initialState(competition))
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({})
  // A server error stands on its field until that field is edited.
  const [editedSinceSubmit, setEditedSinceSubmit] = useState<Set<FormField>>(new Set())
  const final = competition?.status === 'final'
  const started = competition?.status === 'running' || competition?.status === 'grace'

  const serverKey = serverError && 'key' in serverError ? serverError.key : undefined
  const serverField = fieldOfError(serverKey)
  const errorOf = (field: FormField) =>
    errors[field] ?? (serverField === field && !editedSinceSubmit.has(field) ? serverError?.message : undefined)

  function set<Field extends FormField>(field: Field, value: FormState[Field]) {
    setState((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
    setEditedSinceSubmit((current) => new Set(current).add(field))
  }
  const onText =
    (field: 'name' | 'description' | 'startDate' | 'endDate' | 'graceHours' | 'target') =>
    (event: { target: { value: string } }) =>
      set(field, event.target.value)

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = CreateCompetitionInputSchema.safeParse({
      name: state.name,
      description: state.description,
      startDate: state.startDate,
      endDate: state.endDate,
      graceHours: numberOf(state.graceHours),
      participation: state.participation,
      scoring: { individual: state.individual, target: numberOf(state.target), team: state.team },
      prizes: state.prizes,
    })
    if (!parsed.success) {
      const found: Partial<Record<FormField, string>> = {}
      for (const issue of parsed.error.issues) {
        const [first, second] = issue.path
        const field = (first === 'scoring' ? second : first) as FormField
        // A date picker sends nothing until its date is whole: the format the API reads
        // (YYYY-MM-DD) is not the one the picker shows, so the message names no format.
        const unpicked = (field === 'startDate' || field === 'endDate') && issue.message === apiMessages.dateFormat
        found[field] ??= unpicked ? t('form.dateMissing') : translateIssue(issue, t)
      }
      setErrors(found)
      // The first field at fault comes into view (the dialog may be scrolled past it) and is read out.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setEditedSinceSubmit(new Set())
    onSubmit(parsed.data)
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      {final && <Alert tone="info">{t('form.finalNote')}</Alert>}
      {started && <Alert tone="warning">{t('form.startedNote')}</Alert>}
      <TextField
        label={t('form.name')}
        name="name"
        required
        maxLength={COMPETITION_NAME_MAX_LENGTH}
        placeholder={t('form.namePlaceholder')}
        value={state.name}
        onChange={onText('name')}
        error={errorOf('name')}
      />
      <div className="space-y-1.5">
        <label htmlFor={descriptionId} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
          {t('form.description')}
        </label>
        <textarea
          id={descriptionId}
          name="description"
          rows={3}
          maxLength={COMPETITION_DESCRIPTION_MAX_LENGTH}
          value={state.description}
          onChange={onText('description')}
          aria-invalid={errorOf('description') ? true : undefined}
          aria-describedby={`${descriptionId}-hint`}
          className={clsx(
            inputClasses,
            errorOf('description') ? 'border-red-500 dark:border-red-500' : 'border-zinc-300 dark:border-zinc-700',
          )}
        />
        <p id={`${descriptionId}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
          {t('form.descriptionHint')}
        </p>
        {errorOf('description') && (
          <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
            {errorOf('description')}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.startDate')}
          name="startDate"
          type="date"
          required
          disabled={final}
          value={state.startDate}
          onChange={onText('startDate')}
          error={errorOf('startDate')}
        />
        <TextField
          label={t('form.endDate')}
          name="endDate"
          type="date"
          required
          disabled={final}
          min={state.startDate || undefined}
          value={state.endDate}
          onChange={onText('endDate')}
          error={errorOf('endDate')}
        />
        <p className="-mt-2 text-xs text-zinc-500 sm:col-span-2 dark:text-zinc-400">{t('form.datesHint')}</p>
      </div>
      <TextField
        label={t('form.graceHours')}
        name="graceHours"
        type="number"
        inputMode="numeric"
        required
        disabled={final}
        min={0}
        max={COMPETITION_MAX_GRACE_HOURS}
        step={1}
        value={state.graceHours}
        onChange={onText('graceHours')}
        error={errorOf('graceHours')}
        hint={t('form.graceHoursHint')}
      />
      <ChoiceField
        legend={t('form.participation')}
        name="participation"
        disabled={final}
        value={state.participation}
        onChange={(value) => set('participation', value)}
        error={errorOf('participation')}
        choices={participationModes.map((mode) => ({
          value: mode,
          label: t(`form.participationOptions.${mode}`),
          hint: t(`form.participationOptions.${mode}Hint`),
        }))}
      />
      <ChoiceField
        legend={t('form.individual')}
        name="individual"
        disabled={final}
        value={state.individual}
        onChange={(value) => {
          set('individual', value)
          // The main board is the main prize: a prize by the same scoring would repeat it.
          if (state.prizes.includes(value))
            set(
              'prizes',
              state.prizes.filter((prize) => prize !== value),
            )
        }}
        error={errorOf('individual')}
        choices={individualScorings.map((scoring) => ({
          value: scoring,
          label: t(`form.individualOptions.${scoring}`),
          hint: t(`form.individualOptions.${scoring}Hint`),
        }))}
      />
      <TextField
        label={t('form.target')}
        name="target"
        type="number"
        inputMode="numeric"
        required
        disabled={final}
        min={1}
        step={1}
        value={state.target}
        onChange={onText('target')}
        error={errorOf('target')}
        hint={t('form.targetHint')}
      />
      <ChoiceField
        legend={t('form.team')}
        name="team"
        disabled={final}
        value={state.team}
        onChange={(value) => set('team', value)}
        error={errorOf('team')}
        choices={teamScorings.map((scoring) => ({
          value: scoring,
          label: t(`form.teamOptions.${scoring}`),
          hint: t(`form.teamOptions.${scoring}Hint`),
        }))}
      />
      <PrizeChoices
        main={state.individual}
        value={state.prizes}
        onChange={(value) => set('prizes', value)}
        error={errorOf('prizes')}
        disabled={final}
      />
      {serverError && !serverField && <ErrorMessage message={serverError.message} />}
      <div className="flex flex-wrap justify-end gap-2 pt-1">
        {secondaryAction}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
