import type { UserSearchRow } from '@stepup/contract'
import { X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MemberPicker } from '../../../components/member-picker/member-picker.tsx'
import { Avatar, Button, Section } from '../../../components/ui/index.ts'
import { MemberDaysTable } from './member-days-table.tsx'

/** "A member's days": find a member by name and read their days with where each day's steps came from. */
export function MemberDays() {
  const { t } = useTranslation('admin')
  const [member, setMember] = useState<UserSearchRow | null>(null)

  return (
    <Section title={t('memberDays.title')} description={t('memberDays.description')}>
      <div className="space-y-4">
        <MemberPicker label={t('memberDays.search')} placeholder={t('memberDays.placeholder')} onChoose={setMember} />
        {member && (
          <div className="space-y-3">
            <div className="flex items-center justify-between gap-3">
              <h3 className="flex min-w-0 items-center gap-2 font-semibold">
                <Avatar name={member.username} src={member.avatarUrl} size="sm" decorative />
                <span className="truncate">{t('memberDays.daysOf', { name: member.username })}</span>
              </h3>
              <Button
                size="sm"
                variant="ghost"
                icon={<X className="size-4" aria-hidden="true" />}
                onClick={() => setMember(null)}
              >
                {t('memberDays.clear')}
              </Button>
            </div>
            <MemberDaysTable member={member} />
          </div>
        )}
      </div>
    </Section>
  )
}
