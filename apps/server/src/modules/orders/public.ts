/**
 * What other modules may use of orders: reading a customer's orders, recording a sale (the
 * one path: order, seats, payment, approval on the spot), approval and cancellation, and the
 * checks a sale makes first.
 */
export { readCustomerOrders, readOrder } from './read';
export { recordSale, type Sale } from './record-sale';
export { cancelOrderInTx } from './manage-order';
export { approveOrders } from './approve-orders';
export {
  countPaidSeatsByEvent,
  eventHasOrders,
  findOrderBriefs,
  findOrderHead,
  findOrderSeatIds,
  isSeatSold,
  lockOrders,
  minutesFromNow,
  type OrderBrief,
} from './repo';
export { refuseSaleConflict, requireActiveBank, requireCustomer } from './sale-checks';
