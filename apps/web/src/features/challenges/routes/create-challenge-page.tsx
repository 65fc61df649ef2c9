import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Alert, ButtonLink, Card, Page, PageHeader } from '../../../components/ui/index.ts'
import { useCreateChallenge } from '../api/create-challenge.ts'
import { ChallengeForm } from '../components/challenge-form.tsx'

/** What a member who is not an admin sees at /challenges/create: that only admins create challenges. */
export function CreateChallengeRefusal() {
  const { t } = useTranslation('challenges')
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

/** /challenges/create (admins): on success back to the list, which says "Challenge created!". */
export function CreateChallengePage() {
  const { t } = useTranslation('challenges')
  const navigate = useNavigate()
  const create = useCreateChallenge()

  return (
    <Page narrow>
      <PageHeader title={t('form.title')} description={t('form.description')} />
      <Card className="p-5 sm:p-6">
        <ChallengeForm
          submitLabel={t('form.submit')}
          pending={create.isPending}
          error={create.isError ? create.error.message : null}
          secondaryAction={
            <ButtonLink to="/challenges" variant="secondary">
              {t('common:cancel')}
            </ButtonLink>
          }
          onSubmit={(input) =>
            create.mutate(input, {
              // The list says so on arrival, in an alert with the next step.
              onSuccess: () => void navigate('/challenges', { state: { created: true } }),
            })
          }
        />
      </Card>
    </Page>
  )
}
