import { escapeXml } from '../shared/svg';
import type { MallItem } from './mall-items';

const PICTOGRAMS: Record<MallItem['picture'], string> = {
  coin: '<circle cx="60" cy="60" r="30" fill="#ffd54f" stroke="#fff" stroke-width="4"/><text x="60" y="70" font-size="28" text-anchor="middle" font-family="sans-serif" font-weight="700" fill="#795548">$</text>',
  gift: '<rect x="32" y="50" width="56" height="40" rx="4" fill="#fff"/><rect x="28" y="40" width="64" height="14" rx="3" fill="#ffe082"/><rect x="55" y="40" width="10" height="50" fill="#ffca28"/>',
  tumbler: '<path d="M42 32h36l-5 60H47z" fill="#fff"/><rect x="40" y="26" width="40" height="8" rx="3" fill="#b3e5fc"/>',
  earbuds: '<circle cx="44" cy="56" r="13" fill="#fff"/><circle cx="76" cy="56" r="13" fill="#fff"/><rect x="40" y="64" width="8" height="26" rx="4" fill="#fff"/><rect x="72" y="64" width="8" height="26" rx="4" fill="#fff"/>',
  powerbank: '<rect x="38" y="28" width="44" height="66" rx="8" fill="#fff"/><path d="M62 40l-12 22h10l-4 20 14-26H60z" fill="#ef6c00"/>',
  watch: '<rect x="50" y="22" width="20" height="76" rx="6" fill="#c5cae9"/><rect x="38" y="38" width="44" height="44" rx="10" fill="#fff"/><path d="M60 48v13l8 6" stroke="#283593" stroke-width="4" fill="none" stroke-linecap="round"/>',
  gold: '<path d="M30 84l12-34h36l12 34z" fill="#ffd54f" stroke="#fff8e1" stroke-width="3"/><text x="60" y="76" font-size="14" text-anchor="middle" font-family="sans-serif" font-weight="700" fill="#8d6e00">1g</text>',
};

/** A points-mall item's picture as SVG: its colour behind a white pictogram. */
export function mallItemSvg(item: MallItem): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeXml(item.name.en)}">
<rect width="120" height="120" rx="16" fill="${item.colour}"/>${PICTOGRAMS[item.picture]}</svg>`;
}
