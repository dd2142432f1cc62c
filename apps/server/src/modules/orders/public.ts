/**
 * What other modules may use of orders: reading a customer's orders, the approval and
 * cancellation steps, the sale checks, and the order rows a membership sale writes.
 */
export { readCustomerOrders } from './read';
export { approveOrder, cancelOrderInTx, settleApprovedOrder } from './manage-order';
export { insertOrder, insertOrderPayment, insertOrderSeats, minutesFromNow } from './repo';
export { refuseSaleConflict, requireActiveBank, requireCustomer } from './sale-checks';
