/** What other modules may use of coupons: a use taken by an order, and given back on cancel. */
export { insertRedemption, returnCouponUse } from './repo';
