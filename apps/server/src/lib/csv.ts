/**
 * A spreadsheet runs a cell that begins with one of these as a formula (a tab or a carriage return
 * lets one hide behind it), so a member could put `=HYPERLINK(…)` in their name for an organiser
 * to click.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A text cell of a CSV the server writes, made safe to open in a spreadsheet: one that would run
 * as a formula gets a leading apostrophe, which makes it text. For csv-stringify's `cast.string`.
 */
export const spreadsheetText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text)
