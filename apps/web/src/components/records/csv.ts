/** Excel reads a CSV as UTF-8 (and so shows 中文) only when the file starts with this mark. */
export const UTF8_BOM = '\uFEFF';

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP, CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a formula-like start is made text with a leading `'`, then quoted when it must be. */
export function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as CSV text (RFC 4180: commas, CRLF line ends, quotes doubled). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves CSV text as a file the browser downloads, with the BOM so spreadsheets read it as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers start the download after the click returns: the address lives a moment longer.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
