/** One page of a staff list (tickets, mail): the rows, the total and whether more follow. */
export interface Paged<T> {
  items: T[];
  total: number;
  hasMore: boolean;
}
