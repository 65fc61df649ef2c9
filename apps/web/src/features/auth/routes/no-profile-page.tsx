import { Lock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../../components/ui/index.ts'
import { AuthCard } from '../components/auth-card.tsx'

/** Where guests land when they open a page that needs a login. */
export function NoProfilePage() {
  const { t } = useTranslation('auth')
  return (
    <AuthCard
      icon={<Lock className="size-6" aria-hidden="true" />}
      title={t('noProfile.title')}
      subtitle={t('noProfile.description')}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <ButtonLink to="/login" size="lg">
          {t('noProfile.login')}
        </ButtonLink>
        <ButtonLink to="/signup" variant="secondary" size="lg">
          {t('noProfile.register')}
        </ButtonLink>
      </div>
    </AuthCard>
  )
}
