/** What other modules may use of payments: an order's payments, recorded, approved and read. */
export {
  approveOrderPayments,
  findDeclaredPayments,
  insertOrderPayment,
  insertPayment,
} from './repo';
