import { ShieldAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useAuth } from '../../lib/auth.ts'
import { ButtonLink } from './button.tsx'
import { EmptyState } from './empty-state.tsx'
import { Page } from './page-header.tsx'

/**
 * The shell of an admin's page: the page for admins; anyone else sees `refusal`, by default the
 * notice that the page is for admins, with the way home. The router puts every admins' page in it.
 */
export function AdminsOnly({ children, refusal }: { children: ReactNode; refusal?: ReactNode }) {
  const { isAdmin } = useAuth()
  if (isAdmin) return children
  return refusal ?? <AdminsOnlyNotice />
}

function AdminsOnlyNotice() {
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
