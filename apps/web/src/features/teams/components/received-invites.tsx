import type { TeamInvite } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { Button, Card, ErrorMessage, Section } from '../../../components/ui/index.ts'
import { useAnswerInvite } from '../api/answer-invite.ts'
import { inviteBlock } from '../team-rules.ts'
import { MemberFaces } from './member-list.tsx'

/** Invites addressed to the caller. Accepting is disabled while they are in a team or the team is full. */
export function ReceivedInvites({
  invites,
  inTeam,
  maxTeamMembers,
}: {
  invites: TeamInvite[]
  inTeam: boolean
  maxTeamMembers: number
}) {
  const { t } = useTranslation('teams')
  const answer = useAnswerInvite()

  return (
    <Section title={t('invites.title')}>
      {invites.length === 0 ? (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('invites.empty')}</p>
      ) : (
        <ul className="space-y-3" aria-label={t('invites.title')}>
          {invites.map((invite) => {
            const block = inviteBlock({ inTeam, memberCount: invite.team.members.length, maxTeamMembers })
            const reason = block === 'inTeam' ? t('invites.alreadyInTeam') : block === 'full' ? t('invites.full') : null
            // The server's refusal of an answer is said on the invite it was about.
            const refusal = answer.isError && answer.variables.inviteId === invite.id ? answer.error.message : null
            return (
              <li key={invite.id}>
                <Card className="space-y-3 p-4 shadow-none">
                  <div>
                    <p dir="auto" className="font-semibold">
                      {invite.team.name}
                    </p>
                    <p className="text-xs text-zinc-500 dark:text-zinc-400">
                      {t('invites.from', { name: invite.sender.username })} ·{' '}
                      {t('membersCount', { count: invite.team.members.length, max: maxTeamMembers })}
                    </p>
                  </div>
                  <MemberFaces members={invite.team.members} />
                  {reason && <p className="text-xs text-amber-700 dark:text-amber-400">{reason}</p>}
                  {refusal && <ErrorMessage message={refusal} />}
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      disabled={reason !== null || answer.isPending}
                      loading={
                        answer.isPending &&
                        answer.variables?.inviteId === invite.id &&
                        answer.variables.answer === 'accept'
                      }
                      onClick={() => answer.mutate({ inviteId: invite.id, answer: 'accept' })}
                    >
                      {t('invites.accept')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={answer.isPending}
                      onClick={() => answer.mutate({ inviteId: invite.id, answer: 'reject' })}
                    >
                      {t('invites.reject')}
                    </Button>
                  </div>
                </Card>
              </li>
            )
          })}
        </ul>
      )}
    </Section>
  )
}
