/**
 * The modes of what the server writes under DATA_DIR: readable by its owner alone, as it holds
 * reset links, members' images and health exports (docs/decisions/121).
 */
export const PRIVATE_FILE_MODE = 0o600
export const PRIVATE_FOLDER_MODE = 0o700

/**
 * Makes every file and folder this process creates from here on its owner's alone, whoever
 * creates it: the embedded database, a backup, a restore, an import. Each command calls it first.
 */
export function keepFilesPrivate(): void {
  process.umask(0o077)
}
