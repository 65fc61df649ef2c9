import type { ContestInvitation } from '@stepup/contract'
import { Check, Swords, X } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar, Button, Card } from '../../../components/ui/index.ts'
import { useAnswerContestInvitation } from '../api/answer-contest-invitation.ts'
import { competitionDates } from './competition-dates.ts'

/** The contests the member is invited to, each with Accept and Decline. */
export function ContestInvitations({ invitations }: { invitations: ContestInvitation[] }) {
  const { t } = useTranslation('competitions')
  if (invitations.length === 0) return null
  return (
    <section aria-labelledby="contest-invitations" className="space-y-3">
      <h2 id="contest-invitations" className="flex items-center gap-2 text-lg font-semibold">
        <Swords className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
        {t('contests.invitations')}
      </h2>
      <ul className="grid gap-3 lg:grid-cols-2">
        {invitations.map((invitation) => (
          <li key={invitation.competition.id}>
            <InvitationCard invitation={invitation} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** One invitation; the contest's page also shows it, above its board. */
export function InvitationCard({ invitation }: { invitation: ContestInvitation }) {
  const { t } = useTranslation('competitions')
  const answer = useAnswerContestInvitation()
  const { competition, from } = invitation
  const answering = (accept: boolean) => answer.isPending && answer.variables?.accept === accept
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid={`invitation-${competition.id}`}>
      <Avatar name={from.username} src={from.avatarUrl} size="md" decorative />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium">
          <Trans
            t={t}
            i18nKey="contests.invitedBy"
            values={{ name: from.username, contest: competition.name }}
            components={{
              name: <bdi />,
              contest: (
                <Link
                  to={`/competitions/${competition.id}`}
                  dir="auto"
                  className="text-brand-700 hover:underline dark:text-brand-300"
                />
              ),
            }}
          />
        </p>
        <p className="text-zinc-600 dark:text-zinc-400">
          {competition.contest && t(`contests.formats.${competition.contest.format}.name`)} ·{' '}
          {competitionDates(competition, t)}
        </p>
        {answer.isError && (
          <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
            {answer.error.message}
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          loading={answering(true)}
          disabled={answer.isPending}
          icon={<Check className="size-4" aria-hidden="true" />}
          onClick={() => answer.mutate({ id: competition.id, accept: true })}
          aria-label={`${t('contests.accept')}: ${competition.name}`}
        >
          {t('contests.accept')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={answering(false)}
          disabled={answer.isPending}
          icon={<X className="size-4" aria-hidden="true" />}
          onClick={() => answer.mutate({ id: competition.id, accept: false })}
          aria-label={`${t('contests.decline')}: ${competition.name}`}
        >
          {t('contests.decline')}
        </Button>
      </div>
    </Card>
  )
}
