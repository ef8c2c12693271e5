import type { Brand } from '../../brands/brand';

/**
 * Marks the document with the brand, as the pre-paint head script does (so a page served
 * without that script still gets it), and gives the tab the brand's title and its mark as icon.
 */
export function applyBrandToDocument(brand: Pick<Brand, 'id' | 'name' | 'logos'>, doc: Document = document): void {
  doc.documentElement.dataset.brand = brand.id;
  doc.title = brand.name;
  let icon = doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = brand.logos.mark;
}
