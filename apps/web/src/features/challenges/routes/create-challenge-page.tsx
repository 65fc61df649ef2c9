import { CreateChallengeInputSchema } from '@stepup/contract'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  ErrorMessage,
  Page,
  PageHeader,
  TextField,
} from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useCreateChallenge } from '../api/create-challenge.ts'

type Field = 'name' | 'startDate' | 'endDate' | 'points'
type FormValues = Record<Field, string>

/** A `datetime-local` value (the reader's own clock) as an ISO instant; empty stays empty. */
const toIso = (local: string) => {
  if (!local) return ''
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? local : date.toISOString()
}

/** /challenges/create (admins): name, start, end and points, all required; points an integer. */
export function CreateChallengePage() {
  const { t } = useTranslation('challenges')
  const navigate = useNavigate()
  const { isAdmin } = useAuth()
  const create = useCreateChallenge()
  const [values, setValues] = useState<FormValues>({ name: '', startDate: '', endDate: '', points: '' })
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
      for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as Field] ??= issue.message
      return setErrors(fieldErrors)
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        window.alert(t('form.created'))
        void navigate('/challenges')
      },
    })
  }

  if (!isAdmin) {
    return (
      <Page narrow>
        <PageHeader title={t('form.title')} />
        <Alert
          tone="warning"
          action={
            <ButtonLink to="/challenges" size="sm" variant="secondary">
              {t('backToChallenges')}
            </ButtonLink>
          }
        >
          {t('form.adminsOnly')}
        </Alert>
      </Page>
    )
  }

  return (
    <Page narrow>
      <PageHeader title={t('form.title')} description={t('form.description')} />
      <Card className="p-5 sm:p-6">
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
          {create.isError && <ErrorMessage message={create.error.message} />}
          <div className="flex flex-wrap justify-end gap-2 pt-1">
            <ButtonLink to="/challenges" variant="secondary">
              {t('common:cancel')}
            </ButtonLink>
            <Button type="submit" loading={create.isPending}>
              {t('form.submit')}
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  )
}
