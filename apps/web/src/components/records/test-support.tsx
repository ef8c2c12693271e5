import { within } from '@testing-library/react';
import { vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import type { GameMenu } from '@platform/api';

/** The lobby's menus as the gateway answers them in English: two game types, three vendors. */
export const GAME_MENUS: GameMenu[] = [
  {
    code: 'RNG',
    name: 'Slots',
    vendors: [
      { vassalage: 'PT', displayName: 'Playtech', gameType: 'RNG' },
      { vassalage: 'DEMO', displayName: 'Demo Games', gameType: 'RNG' },
    ],
  },
  { code: 'LOTT', name: 'Lottery', vendors: [{ vassalage: 'LOTT', displayName: 'Platform Lottery', gameType: 'LOTT' }] },
];

/** What each body row of a DataTable shows, cell by cell (the value, without the phone card's label). */
export function shownRows(table: HTMLElement): string[][] {
  const body = table.querySelector('tbody')!;
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.lastElementChild?.textContent ?? ''));
}

/** The DataTable's column headers as shown. */
export function shownHeaders(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
}

/** Shows the router's search string, so a test can read what the address holds. */
export function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** Reads the CSV text back into cells (RFC 4180), so the test does not trust the writer it checks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') isQuoted = false;
      else cell += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

/** Catches the download: the file's name and its bytes as text. */
export function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return files;
}

export async function readBlob(blob: Blob): Promise<string> {
  const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
  // Decoded keeping the byte-order mark, so the test sees it.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(buffer));
}
