import type { LocalizedText } from '../../http/locale';

/** Every text of the demo cashier, in the three content languages. */
export const CASHIER_TEXTS = {
  title: { ms: 'Juruwang demo', en: 'Demo cashier', zh: '演示收银台' },
  intro: {
    ms: 'Ini penyedia pembayaran demo: tiada wang sebenar bergerak. Pilih apa yang berlaku kepada pembayaran ini.',
    en: 'This is the demo payment provider: no real money moves. Choose what happens to this payment.',
    zh: '这是演示支付服务商：不会产生真实资金流动。请选择这笔付款的结果。',
  },
  merchant: { ms: 'Pedagang', en: 'Merchant', zh: '商户' },
  order: { ms: 'No. pesanan', en: 'Order no.', zh: '订单号' },
  channel: { ms: 'Saluran', en: 'Channel', zh: '渠道' },
  amount: { ms: 'Jumlah', en: 'Amount', zh: '金额' },
  reference: { ms: 'Rujukan', en: 'Reference', zh: '参考号' },
  expires: { ms: 'Tamat tempoh', en: 'Expires', zh: '到期时间' },
  pay: { ms: 'Bayar', en: 'Pay', zh: '付款' },
  fail: { ms: 'Gagal', en: 'Fail', zh: '失败' },
  leavePending: { ms: 'Biarkan belum selesai', en: 'Leave pending', zh: '保持待处理' },
  sending: { ms: 'Menghantar keputusan kepada laman…', en: 'Sending the result to the site…', zh: '正在将结果发送给网站…' },
  paid: {
    ms: 'Pembayaran diterima. Tutup tetingkap ini dan kembali ke laman.',
    en: 'Payment received. Close this window and return to the site.',
    zh: '付款已收到。请关闭此窗口并返回网站。',
  },
  failed: { ms: 'Pembayaran gagal. Tiada wang diambil.', en: 'The payment failed. No money was taken.', zh: '付款失败，未扣除任何款项。' },
  pending: {
    ms: 'Pembayaran masih belum selesai. Anda boleh memilih semula sebelum ia tamat tempoh.',
    en: 'The payment is still pending. You can choose again before it expires.',
    zh: '付款仍在处理中。您可以在到期前重新选择。',
  },
  refused: { ms: 'Laman menolak pembayaran ini: {reason}', en: 'The site refused this payment: {reason}', zh: '网站拒绝了这笔付款：{reason}' },
  settled: { ms: 'Pesanan ini sudah diselesaikan.', en: 'This order has already been settled.', zh: '此订单已处理完毕。' },
  error: { ms: 'Keputusan tidak dapat dihantar. Cuba lagi.', en: 'The result could not be sent. Try again.', zh: '结果发送失败，请重试。' },
  closed: {
    ms: 'Pautan pembayaran ini telah ditutup: pesanan sudah dibayar, gagal atau ditolak.',
    en: 'This payment link is closed: the order has been paid, has failed or was rejected.',
    zh: '此付款链接已关闭：订单已付款、失败或被拒绝。',
  },
} satisfies Record<string, LocalizedText>;

export type CashierTextKey = keyof typeof CASHIER_TEXTS;
