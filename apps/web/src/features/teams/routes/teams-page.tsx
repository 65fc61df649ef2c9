import { DEFAULT_MAX_TEAM_MEMBERS } from '@stepup/contract'
import { ArrowRight, Users } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Alert,
  Badge,
  ButtonLink,
  EmptyState,
  ErrorMessage,
  LoadingBlock,
  Page,
  PageHeader,
  Section,
} from '../../../components/ui/index.ts'
import { useFriends } from '../../friends/index.ts'
import { useMyInvites } from '../api/get-my-invites.ts'
import { useMyTeam } from '../api/get-my-team.ts'
import { useTeamConfig } from '../api/get-team-config.ts'
import { CreateTeamForm } from '../components/create-team-form.tsx'
import { InviteFriends } from '../components/invite-friends.tsx'
import { MemberFaces } from '../components/member-list.tsx'
import { ReceivedInvites } from '../components/received-invites.tsx'

/** /teams: my team (or creating one), inviting friends, and invites I received. */
export function TeamsPage() {
  const { t } = useTranslation('teams')
  const myTeam = useMyTeam()
  const invites = useMyInvites()
  const config = useTeamConfig()
  const friends = useFriends()
  const maxTeamMembers = config.data?.maxTeamMembers ?? DEFAULT_MAX_TEAM_MEMBERS
  /** Invites that failed when the team was made: said here, since the form gives way to the team. */
  const [inviteFailures, setInviteFailures] = useState<string[]>([])

  if (myTeam.isPending || invites.isPending || config.isPending) {
    return (
      <Page>
        <PageHeader title={t('title')} description={t('description')} />
        <LoadingBlock />
      </Page>
    )
  }
  if (myTeam.isError || invites.isError) {
    return (
      <Page>
        <PageHeader title={t('title')} description={t('description')} />
        <ErrorMessage message={t('loadError')} />
      </Page>
    )
  }

  const team = myTeam.data
  const leader = team?.members.find((member) => member.isLeader)
  return (
    <Page>
      <PageHeader title={t('title')} description={t('description')} />
      {inviteFailures.length > 0 && (
        <Alert tone="warning" role="alert" className="mb-6" title={inviteFailures.join(' ')}>
          {t('create.invitesFailedNext')}
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section title={t('mine.title')}>
            {team ? (
              <div className="flex flex-wrap items-center justify-between gap-4">
                <div className="min-w-0 space-y-2">
                  <p dir="auto" className="text-xl font-semibold break-words">
                    {team.name}
                  </p>
                  <div className="flex flex-wrap items-center gap-2 text-sm text-zinc-500 dark:text-zinc-400">
                    <Badge tone="brand">
                      {t('membersCount', { count: team.members.length, max: team.maxTeamMembers })}
                    </Badge>
                    {leader && <span>{t('mine.leader', { name: leader.username })}</span>}
                  </div>
                  <MemberFaces members={team.members} />
                </div>
                <ButtonLink
                  to={`/teams/${team.id}`}
                  icon={<ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
                >
                  {t('mine.open')}
                </ButtonLink>
              </div>
            ) : (
              <EmptyState
                icon={<Users className="size-6" aria-hidden="true" />}
                title={t('mine.none')}
                description={t('mine.noneHint')}
              />
            )}
          </Section>
          {team && team.currentUser.isLeader && <InviteFriends team={team} />}
          {!team && (
            <CreateTeamForm
              friends={friends.data ?? []}
              maxTeamMembers={maxTeamMembers}
              onInvitesFailed={setInviteFailures}
            />
          )}
        </div>
        {/* On phones, invites waiting for an answer come first. */}
        <div className={invites.data.length > 0 ? 'order-first lg:order-none' : undefined}>
          <ReceivedInvites invites={invites.data} inTeam={team !== null} maxTeamMembers={maxTeamMembers} />
        </div>
      </div>
    </Page>
  )
}
