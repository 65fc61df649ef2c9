import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Avatar, UserText } from '../../../components/ui/index.ts'

/** A compact row of team members' pictures with the first few names. */
export function MemberFaces({ members }: { members: { id: number; username: string; avatarUrl: string | null }[] }) {
  return (
    <div className="flex items-center gap-2">
      <div className="flex -space-x-2">
        {members.slice(0, 5).map((member) => (
          <Avatar key={member.id} name={member.username} src={member.avatarUrl} size="xs" />
        ))}
      </div>
      {/* Each name keeps its own direction, and the list is cut at its own end in any language. */}
      <UserText
        as="span"
        truncate
        title={members.map((member) => member.username).join(', ')}
        className="text-xs text-zinc-500 dark:text-zinc-400"
      >
        {members.map((member, index) => (
          <Fragment key={member.id}>
            {index > 0 && ', '}
            <bdi>{member.username}</bdi>
          </Fragment>
        ))}
      </UserText>
    </div>
  )
}

/** One person in a team list, linking to their profile. */
export function TeamPersonRow({
  user,
  detail,
  badges,
  actions,
}: {
  user: { id: number; username: string; avatarUrl: string | null }
  detail?: ReactNode
  badges?: ReactNode
  actions?: ReactNode
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Avatar name={user.username} src={user.avatarUrl} size="sm" />
      <div className="min-w-0 flex-1 basis-36">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={`/profile/${user.id}`}
            dir="auto"
            className="truncate font-medium hover:text-brand-700 hover:underline dark:hover:text-brand-400"
          >
            {user.username}
          </Link>
          {badges}
        </div>
        {detail && <div className="truncate text-xs text-zinc-500 dark:text-zinc-400">{detail}</div>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </li>
  )
}
