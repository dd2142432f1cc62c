import type { ReactNode } from 'react';
import type { SeatAccess } from '@tickera/shared/best-seats';
import { accessPhrase } from '@tickera/shared/place-names';

/**
 * A wheelchair space or the companion seat beside one, said in words under the seat: on
 * tickets, orders, the cart and at the door, so whoever holds it (and whoever seats them)
 * knows. Nothing for an ordinary seat. `symbol` adds a mark before the words where staff
 * glance at it (the door): decoration only, the words say it (PrimeIcons has no wheelchair).
 * `before` goes ahead of the note, only when there is one: a line break, a separator.
 */
export function SeatAccessNote({
  access,
  symbol = false,
  before = null,
}: {
  access: SeatAccess | undefined;
  symbol?: boolean;
  before?: ReactNode;
}) {
  const phrase = accessPhrase(access);
  if (!phrase) return null;
  return (
    <>
      {before}
      <span className="seat-access" data-access={access}>
        {symbol ? (
          <>
            {access === 'ACCESSIBLE' ? (
              <span className="seat-access-symbol" aria-hidden="true">
                {'\u267F'}
              </span>
            ) : (
              <i className="pi pi-users" aria-hidden="true" />
            )}{' '}
          </>
        ) : null}
        {phrase}
      </span>
    </>
  );
}
