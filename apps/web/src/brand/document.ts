import type { Brand } from '../../brands/brand';

/**
 * Marks the document with the brand, as the pre-paint head script does (so a page served
 * without that script still gets it), and gives the tab the brand's title.
 */
export function applyBrandToDocument(brand: Pick<Brand, 'id' | 'name'>, doc: Document = document): void {
  doc.documentElement.dataset.brand = brand.id;
  doc.title = brand.name;
}

/**
 * Gives the tab the brand's mark as its icon. main.tsx calls it after the first paint: the icon
 * is not on the page, and its request would otherwise queue beside the first paint's.
 */
export function applyBrandIcon(brand: Pick<Brand, 'logos'>, doc: Document = document): void {
  let icon = doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = brand.logos.mark;
}
