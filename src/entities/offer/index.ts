export { FERRY_PROMOTION, FERRY_PROMOTION_TIME_ZONE, ferryPromotionStatus, type FerryPromotionStatus } from './model/ferry-promotion';
export { GIFT_VOUCHER_AMOUNTS, giftVoucherOrderHref, giftVouchersIn, type GiftVoucher } from './model/gift-vouchers';
