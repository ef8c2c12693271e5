import type { LocalizedText } from '../../http/locale';

/** The demo brands' names as each language writes them; other merchants use their name everywhere. */
const BRAND_NAMES: Record<string, LocalizedText> = {
  DEMO_ROYAL: { ms: 'Royal Lotto', en: 'Royal Lotto', zh: '皇家彩票' },
  DEMO_JADE: { ms: 'Jade Palace', en: 'Jade Palace', zh: '翡翠宫' },
};

/** Fills `{brand}` and `{cur}` of seeded text with a merchant's name and currency symbol. */
export function merchantTextFiller(merchantCode: string, merchantName: string, currencySymbol: string) {
  const brand = BRAND_NAMES[merchantCode] ?? { ms: merchantName, en: merchantName, zh: merchantName };
  return (text: LocalizedText): LocalizedText => ({
    ms: text.ms.replaceAll('{brand}', brand.ms).replaceAll('{cur}', currencySymbol),
    en: text.en.replaceAll('{brand}', brand.en).replaceAll('{cur}', currencySymbol),
    zh: text.zh.replaceAll('{brand}', brand.zh).replaceAll('{cur}', currencySymbol),
  });
}

export type TextFiller = ReturnType<typeof merchantTextFiller>;
