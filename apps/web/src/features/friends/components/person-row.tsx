import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Avatar } from '../../../components/ui/index.ts'

/** One member in a list: picture, name linking to their profile, a detail line and actions. */
export function PersonRow({
  user,
  detail,
  actions,
}: {
  user: { id: number; username: string; avatarUrl: string | null }
  detail?: ReactNode
  actions?: ReactNode
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Avatar name={user.username} src={user.avatarUrl} size="sm" />
      <div className="min-w-0 flex-1 basis-36">
        <Link
          to={`/profile/${user.id}`}
          dir="auto"
          className="block truncate font-medium text-zinc-900 hover:text-brand-700 hover:underline dark:text-zinc-100 dark:hover:text-brand-400"
        >
          {user.username}
        </Link>
        {detail && <div className="truncate text-xs text-zinc-500 dark:text-zinc-400">{detail}</div>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </li>
  )
}
