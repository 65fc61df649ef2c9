import type { AdminMember } from '@stepup/contract'
import { useCallback, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { Avatar, DetailPage, PageHeader, Section, Toast } from '../../../components/ui/index.ts'
import { formatCount, formatDateTime } from '../../../lib/format.ts'
import { useMember } from '../api/get-member.ts'
import { CorrectDayForm } from '../components/correct-day-form.tsx'
import { EmailAddress } from '../components/email-address.tsx'
import { MemberActions } from '../components/member-actions.tsx'
import { MemberBadges } from '../components/member-badges.tsx'
import { MemberDaysTable } from '../components/member-days-table.tsx'

/** /admin/members/:id: one member's account, what an admin can do to it, and their days. */
export function MemberPage() {
  const { t } = useTranslation('members')
  const { id } = useParams()
  const memberId = Number(id)
  const member = useMember(memberId)
  const [toast, setToast] = useState<string | null>(null)
  const dismiss = useCallback(() => setToast(null), [])
  return (
    <DetailPage
      back={{ to: '/admin/members', label: t('detail.back') }}
      query={member}
      missing={!Number.isInteger(memberId) || memberId <= 0}
      notFound={t('detail.notFound')}
      error={t('loadError')}
    >
      {(data) => (
        <>
          <PageHeader
            title={
              <span className="flex min-w-0 items-center gap-3">
                <Avatar name={data.username} src={data.avatarUrl} size="md" decorative />
                <span dir="auto" className="truncate">
                  {data.username}
                </span>
              </span>
            }
            description={<MemberBadges member={data} />}
          />
          <div className="space-y-6">
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <Section title={t('detail.account')}>
                <div className="space-y-5">
                  <MemberFacts member={data} />
                  <MemberActions member={data} onDone={setToast} />
                </div>
              </Section>
              <Section title={t('correct.title')} description={t('correct.description')}>
                <CorrectDayForm memberId={data.id} onDone={setToast} />
              </Section>
            </div>
            <Section title={t('days.title')} description={t('days.description')}>
              <MemberDaysTable member={data} />
            </Section>
          </div>
          <Toast message={toast} onDismiss={dismiss} />
        </>
      )}
    </DetailPage>
  )
}

function MemberFacts({ member }: { member: AdminMember }) {
  const { t, i18n } = useTranslation('members')
  const facts: [string, ReactNode][] = [
    [t('detail.email'), <EmailAddress email={member.email} />],
    [t('detail.team'), member.teamName ?? t('list.noTeam')],
    [t('detail.steps'), formatCount(member.steps)],
    [t('detail.pending'), formatCount(member.pendingReviews)],
    [
      t('detail.status'),
      member.deactivatedAt
        ? t('detail.deactivatedSince', { date: formatDateTime(member.deactivatedAt, i18n.language) })
        : t('detail.active'),
    ],
    [t('detail.role'), member.isAdmin ? t('detail.admin') : t('detail.member')],
    [t('detail.joined'), formatDateTime(member.createdAt, i18n.language)],
  ]
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:gap-x-6">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-zinc-500 dark:text-zinc-400">{label}</dt>
          <dd className="min-w-0 font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
