import { CreateChallengeInputSchema, type CreateChallengeInput } from '@stepup/contract'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, ErrorMessage, TextField } from '../../../components/ui/index.ts'
import { translateIssue } from '../../../lib/form-errors.ts'

type Field = 'name' | 'startDate' | 'endDate' | 'points'
type FormValues = Record<Field, string>

/** An ISO instant as a `datetime-local` value on the reader's own clock. */
function toLocalInput(iso: string) {
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/** A `datetime-local` value (the reader's own clock) as an ISO instant; anything unreadable is left for the schema to refuse. */
function toIso(local: string) {
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? local : date.toISOString()
}

/**
 * Name, start, end and points, all required, points a whole number. The contract's schema
 * checks the values the server will check, so the messages match.
 */
export function ChallengeForm({
  initial,
  submitLabel,
  pending,
  error,
  secondaryAction,
  onSubmit,
}: {
  initial?: CreateChallengeInput
  submitLabel: string
  pending: boolean
  error: string | null
  secondaryAction?: ReactNode
  onSubmit: (input: CreateChallengeInput) => void
}) {
  const { t } = useTranslation('challenges')
  const [values, setValues] = useState<FormValues>({
    name: initial?.name ?? '',
    startDate: initial ? toLocalInput(initial.startDate) : '',
    endDate: initial ? toLocalInput(initial.endDate) : '',
    points: initial ? String(initial.points) : '',
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const missing = (Object.keys(values) as Field[]).filter((field) => values[field].trim() === '')
    if (missing.length > 0) {
      return setErrors(Object.fromEntries(missing.map((field) => [field, t('form.required')])))
    }
    const parsed = CreateChallengeInputSchema.safeParse({
      name: values.name,
      startDate: toIso(values.startDate),
      endDate: toIso(values.endDate),
      points: Number(values.points),
    })
    if (!parsed.success) {
      const fieldErrors: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as Field] ??= translateIssue(issue, t)
      return setErrors(fieldErrors)
    }
    onSubmit(parsed.data)
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label={t('form.name')}
        name="name"
        required
        maxLength={120}
        placeholder={t('form.namePlaceholder')}
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        label={t('form.startDate')}
        name="startDate"
        type="datetime-local"
        required
        value={values.startDate}
        onChange={set('startDate')}
        error={errors.startDate}
      />
      <TextField
        label={t('form.endDate')}
        name="endDate"
        type="datetime-local"
        required
        min={values.startDate || undefined}
        value={values.endDate}
        onChange={set('endDate')}
        error={errors.endDate}
      />
      <TextField
        label={t('form.points')}
        name="points"
        type="number"
        inputMode="numeric"
        required
        min={0}
        step={1}
        value={values.points}
        onChange={set('points')}
        error={errors.points}
        hint={t('form.pointsHint')}
      />
      {error && <ErrorMessage message={error} />}
      <div className="flex flex-wrap justify-end gap-2 pt-1">
        {secondaryAction}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
