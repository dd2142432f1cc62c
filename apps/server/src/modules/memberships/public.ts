/** What other modules may use of memberships: the season an order belongs to. */
export { findSeasonOrderIds, findSeasonOrders } from './repo';
