import { ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ButtonLink, EmptyState, Page } from '../../../components/ui/index.ts'

/** What a member who is not an admin sees on the admin's pages. */
export function AdminsOnly() {
  const { t } = useTranslation('members')
  return (
    <Page>
      <EmptyState
        icon={<ShieldAlert className="size-6" aria-hidden="true" />}
        title={t('adminsOnly')}
        action={<ButtonLink to="/">{t('home')}</ButtonLink>}
      />
    </Page>
  )
}
