import type { LocalizedText } from '../http/locale';

/** The pictogram of an item's generated image. */
export type ItemPicture = 'coin' | 'gift' | 'tumbler' | 'earbuds' | 'powerbank' | 'watch' | 'gold';

/** A points-mall item as the seed creates it for every demo brand. */
export interface MallItem {
  key: string;
  type: 'CASH' | 'GOODS' | 'BONUS';
  name: LocalizedText;
  pointsRequired: number;
  /** Units in stock; null for unlimited. */
  stock: number | null;
  /** The money one unit pays (CASH and BONUS). */
  redeemAmount: number | null;
  picture: ItemPicture;
  colour: string;
}

export const MALL_ITEMS: readonly MallItem[] = [
  { key: 'cash-5', type: 'CASH', name: { ms: 'Tunai 5.00', en: 'Cash 5.00', zh: '现金 5.00' }, pointsRequired: 5_000, stock: null, redeemAmount: 5, picture: 'coin', colour: '#2e7d32' },
  { key: 'cash-20', type: 'CASH', name: { ms: 'Tunai 20.00', en: 'Cash 20.00', zh: '现金 20.00' }, pointsRequired: 20_000, stock: null, redeemAmount: 20, picture: 'coin', colour: '#1b5e20' },
  { key: 'cash-100', type: 'CASH', name: { ms: 'Tunai 100.00', en: 'Cash 100.00', zh: '现金 100.00' }, pointsRequired: 95_000, stock: null, redeemAmount: 100, picture: 'coin', colour: '#004d40' },
  {
    key: 'bonus-slot-10',
    type: 'BONUS',
    name: { ms: 'Bonus slot 10.00', en: 'Slot bonus 10.00', zh: '老虎机奖金 10.00' },
    pointsRequired: 8_000,
    stock: 500,
    redeemAmount: 10,
    picture: 'gift',
    colour: '#c62828',
  },
  {
    key: 'bonus-live-25',
    type: 'BONUS',
    name: { ms: 'Bonus kasino langsung 25.00', en: 'Live casino bonus 25.00', zh: '真人娱乐场奖金 25.00' },
    pointsRequired: 20_000,
    stock: 200,
    redeemAmount: 25,
    picture: 'gift',
    colour: '#6a1b9a',
  },
  { key: 'goods-tumbler', type: 'GOODS', name: { ms: 'Tumbler penebat haba', en: 'Insulated tumbler', zh: '保温杯' }, pointsRequired: 15_000, stock: 120, redeemAmount: null, picture: 'tumbler', colour: '#0277bd' },
  { key: 'goods-earbuds', type: 'GOODS', name: { ms: 'Fon telinga tanpa wayar', en: 'Wireless earbuds', zh: '无线耳机' }, pointsRequired: 60_000, stock: 40, redeemAmount: null, picture: 'earbuds', colour: '#37474f' },
  {
    key: 'goods-powerbank',
    type: 'GOODS',
    name: { ms: 'Bank kuasa 10,000 mAh', en: 'Power bank 10,000 mAh', zh: '10000毫安移动电源' },
    pointsRequired: 35_000,
    stock: 60,
    redeemAmount: null,
    picture: 'powerbank',
    colour: '#ef6c00',
  },
  { key: 'goods-smartwatch', type: 'GOODS', name: { ms: 'Jam tangan pintar', en: 'Smart watch', zh: '智能手表' }, pointsRequired: 150_000, stock: 10, redeemAmount: null, picture: 'watch', colour: '#283593' },
  { key: 'goods-gold-1g', type: 'GOODS', name: { ms: 'Jongkong emas 1 g', en: 'Gold bar 1 g', zh: '1克金条' }, pointsRequired: 400_000, stock: 3, redeemAmount: null, picture: 'gold', colour: '#8d6e00' },
];

/** Where an item's generated image is served. */
export function mallItemImageUrl(key: string): string {
  return `/lgw/assets/points-mall/${key}.svg`;
}
