import { brand } from '@brand';
import { readStored, writeStored } from '../../../lib/storage';

/**
 * The banner groups the gateway last answered with no banner, kept per merchant in
 * localStorage. While a group's banners load the page reserves the carousel's box so nothing
 * below it moves when they arrive (CLS); for a group known to be empty it reserves nothing, so
 * the box does not appear and then collapse on every visit to a page without banners.
 */
const storageKey = () => `bannerGroupsEmpty:${brand.merchantCode}`;

function readEmptyGroups(): string[] {
  try {
    const value: unknown = JSON.parse(readStored(storageKey()) ?? '[]');
    return Array.isArray(value) ? value.filter((group): group is string => typeof group === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the gateway's last answer for `group` had no banner. */
export function isKnownEmptyGroup(group: string): boolean {
  return readEmptyGroups().includes(group);
}

/** Records how many banners `group` has, after an answer. */
export function rememberBannerCount(group: string, count: number): void {
  const groups = readEmptyGroups();
  const isListed = groups.includes(group);
  if ((count === 0) === isListed) return;
  const next = count === 0 ? [...groups, group] : groups.filter((listed) => listed !== group);
  // Storage full or refused: the box is reserved again next time, nothing worse.
  writeStored(storageKey(), JSON.stringify(next));
}
