import type { AdminMember } from '@stepup/contract'
import { ShieldCheck, UserX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/index.ts'

/** Whether the member is an admin, and whether they are deactivated. */
export function MemberBadges({ member }: { member: Pick<AdminMember, 'isAdmin' | 'deactivatedAt'> }) {
  const { t } = useTranslation('members')
  if (!member.isAdmin && !member.deactivatedAt) return null
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {member.isAdmin && (
        <Badge tone="brand">
          <ShieldCheck className="size-3.5" aria-hidden="true" />
          {t('badges.admin')}
        </Badge>
      )}
      {member.deactivatedAt && (
        <Badge tone="danger">
          <UserX className="size-3.5" aria-hidden="true" />
          {t('badges.deactivated')}
        </Badge>
      )}
    </span>
  )
}
