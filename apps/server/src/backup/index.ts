/**
 * Backups, restores and the move from the embedded database to PostgreSQL
 * (docs/decisions/115): the command lines' functions, and the control socket a server on the
 * embedded database listens on so a backup can be taken while it runs.
 */
export { backupCommand, moveToPostgresCommand, restoreCommand, type CommandOutput } from './commands.ts'
export { CONTROL_SOCKET, serveBackups } from './control-socket.ts'
