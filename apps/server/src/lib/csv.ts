/**
 * A spreadsheet runs a cell that begins with one of these as a formula (a tab or a carriage return
 * lets one hide behind it), so a member could put `=HYPERLINK(…)` in their name for an organiser
 * to click.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * Characters a reader does not see in front of a formula, which an import may drop: format
 * characters (zero-width spaces and joiners, the byte-order mark, soft hyphens, direction marks)
 * and spaces.
 */
const INVISIBLE_START = /^[\p{Cf}\p{Zs}]+/u

/**
 * A text cell of a CSV the server writes, made safe to open in a spreadsheet: one that would run
 * as a formula gets a leading apostrophe, which makes it text. The full-width and small forms of
 * the signs (`＝`, `﹦`…) count as the signs, as some spreadsheets read them so: NFKC folds them
 * into ASCII. For csv-stringify's `cast.string`.
 */
export const spreadsheetText = (text: string) =>
  FORMULA_START.test(text.normalize('NFKC').replace(INVISIBLE_START, '')) ? `'${text}` : text
