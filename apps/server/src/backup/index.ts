/**
 * Backups, restores and the move from the embedded database to PostgreSQL
 * (docs/decisions/115, 126): the command lines' functions, the control socket a server on the
 * embedded database listens on so a backup can be taken while it runs, the backup a start takes
 * before it migrates, and the last backup's time for the metrics.
 */
export { backupCommand, moveToPostgresCommand, restoreCommand, type CommandOutput } from './commands.ts'
export { CONTROL_SOCKET, serveBackups } from './control-socket.ts'
export { restoreDrillCommand } from './drill.ts'
export { backupBeforeMigrating } from './before-migrate.ts'
export { lastBackupReader } from './last-backup.ts'
