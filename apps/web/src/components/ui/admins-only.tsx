import { ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from './button.tsx'
import { EmptyState } from './empty-state.tsx'
import { Page } from './page-header.tsx'

/** What a member who is not an admin sees on an admin's page. */
export function AdminsOnly() {
  const { t } = useTranslation('common')
  return (
    <Page>
      <EmptyState
        icon={<ShieldAlert className="size-6" aria-hidden="true" />}
        title={t('adminsOnly.title')}
        action={<ButtonLink to="/">{t('adminsOnly.home')}</ButtonLink>}
      />
    </Page>
  )
}
