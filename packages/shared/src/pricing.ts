/**
 * The price of a set of seats (docs/decisions/005-order-pricing.md). Zone prices are the
 * ticket price in USD; the service fee is a percentage of it (charged on top unless
 * `feeOnlyDeclarative`, then only declared); IVA applies to the charged fee; `tax` is an
 * extra percentage of the ticket price some events carry (e.g. municipal).
 */
import { addMoney, percentOf, toCents, fromCents, convertToVes } from './money';

export interface PricingConfig {
  feePercent: string;
  feeOnlyDeclarative: boolean;
  taxPercent: string;
  ivaPercent: string;
}

export interface Price {
  basePrice: string;
  discount: string;
  fee: string;
  tax: string;
  iva: string;
  total: string;
  totalVes: string;
}

export function priceOrder(
  seatPrices: string[],
  config: PricingConfig,
  rate: string,
  discount = '0.00',
  free = false,
): Price {
  const base = addMoney('0', ...seatPrices);
  if (free)
    return {
      basePrice: base,
      discount: base,
      fee: '0.00',
      tax: '0.00',
      iva: '0.00',
      total: '0.00',
      totalVes: '0.00',
    };
  // A discount never takes the ticket price below zero.
  const cappedDiscount = toCents(discount) > toCents(base) ? base : addMoney(discount);
  const net = fromCents(toCents(base) - toCents(cappedDiscount));
  const fee = percentOf(net, config.feePercent);
  const chargedFee = config.feeOnlyDeclarative ? '0.00' : fee;
  const tax = percentOf(net, config.taxPercent);
  const iva = percentOf(chargedFee, config.ivaPercent);
  const total = addMoney(net, chargedFee, tax, iva);
  return {
    basePrice: base,
    discount: cappedDiscount,
    fee,
    tax,
    iva,
    total,
    totalVes: convertToVes(total, rate),
  };
}
