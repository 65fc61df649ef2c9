import type { Team } from '@stepup/contract'
import { UserPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Alert, Badge, Button, ButtonLink, LoadingBlock, Section } from '../../../components/ui/index.ts'
import { useFriends } from '../../friends/index.ts'
import { useTeamInvites } from '../api/get-team-invites.ts'
import { useInviteToTeam } from '../api/invite-to-team.ts'
import { isTeamFull } from '../team-rules.ts'
import { TeamPersonRow } from './member-list.tsx'

/** Leader and admin tool: invite friends who have no team; disabled once the team is full. */
export function InviteFriends({ team }: { team: Team }) {
  const { t } = useTranslation('teams')
  const friends = useFriends()
  const invites = useTeamInvites(team.id, true)
  const invite = useInviteToTeam()
  const full = isTeamFull(team.members.length, team.maxTeamMembers)
  const invitedIds = new Set((invites.data?.sent ?? []).map((sent) => sent.invitee.id))
  const candidates = (friends.data ?? []).filter((friend) => friend.teamId === null)

  return (
    <Section title={t('detail.invite')}>
      {full && (
        <Alert tone="warning" className="mb-3">
          {t('detail.full')}
        </Alert>
      )}
      {invite.isError && (
        <Alert tone="error" title={invite.error.message} className="mb-3">
          {t('detail.inviteFailedNext')}
        </Alert>
      )}
      {friends.isPending ? (
        <LoadingBlock />
      ) : candidates.length === 0 ? (
        <div className="space-y-3 text-sm text-zinc-500 dark:text-zinc-400">
          <p>{t('detail.noCandidates')}</p>
          <ButtonLink to="/friends" variant="secondary" size="sm">
            {t('create.findFriends')}
          </ButtonLink>
        </div>
      ) : (
        <ul className="-my-3 divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={t('detail.invite')}>
          {candidates.map((friend) => (
            <TeamPersonRow
              key={friend.id}
              user={friend}
              actions={
                invitedIds.has(friend.id) ? (
                  <Badge tone="info">{t('detail.invited')}</Badge>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    icon={<UserPlus className="size-4" aria-hidden="true" />}
                    disabled={full}
                    title={full ? t('detail.full') : undefined}
                    loading={invite.isPending && invite.variables?.userId === friend.id}
                    onClick={() => invite.mutate({ teamId: team.id, userId: friend.id })}
                  >
                    {t('detail.inviteAction')}
                  </Button>
                )
              }
            />
          ))}
        </ul>
      )}
    </Section>
  )
}
