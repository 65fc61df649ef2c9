import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Alert, ButtonLink, Card, Page, PageHeader } from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useCreateChallenge } from '../api/create-challenge.ts'
import { ChallengeForm } from '../components/challenge-form.tsx'

/** /challenges/create (admins): on success the alert "Challenge created!" and back to the list. */
export function CreateChallengePage() {
  const { t } = useTranslation('challenges')
  const navigate = useNavigate()
  const { isAdmin } = useAuth()
  const create = useCreateChallenge()

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
              onSuccess: () => {
                window.alert(t('form.created'))
                void navigate('/challenges')
              },
            })
          }
        />
      </Card>
    </Page>
  )
}
