/** What an invoice shows beyond the order itself: the issuing store, the cédula, the venue. */
import type { Order } from '@tickera/shared/schemas/orders';
import type { Settings } from '@tickera/shared/schemas/settings';
import type { Tx } from '../../db/client';
import { readSettings } from '../settings/service';
import { decodeImage } from './invoice-image';
import { findInvoiceExtras } from './order-view';

export interface InvoiceStore {
  name: string;
  rif: string | null;
  /** PNG or JPEG bytes; null prints the store name in large type instead. */
  logo: Buffer | null;
  signature: Buffer | null;
}

export interface Invoice {
  order: Order;
  store: InvoiceStore | null;
  /** The operator (business settings): who sells, and where buyers ask for help. */
  business: Pick<Settings, 'name' | 'rif' | 'supportEmail' | 'supportWhatsApp'>;
  customerIdentification: string | null;
  venueAddress: string | null;
  /** event_config.fee_only_declarative: the fee is declared, not added to the total. */
  feeOnlyDeclarative: boolean;
}

/** The first column that decodes to an image. */
function firstImage(...values: (string | null)[]): Buffer | null {
  for (const v of values) {
    const image = decodeImage(v);
    if (image) return image;
  }
  return null;
}

/**
 * The invoice of an order already read and authorized. The store is the order's own,
 * else its event's, else the first active store (the demo and single-brand setups).
 */
export async function loadInvoice(db: Tx, order: Order): Promise<Invoice> {
  const extra = await findInvoiceExtras(db, order.id);
  const { name, rif, supportEmail, supportWhatsApp } = await readSettings(db);
  return {
    order,
    business: { name, rif, supportEmail, supportWhatsApp },
    customerIdentification: extra?.identification || null,
    venueAddress: extra?.address || null,
    feeOnlyDeclarative: extra?.feeOnlyDeclarative ?? false,
    store: extra?.storeName
      ? {
          name: extra.storeName,
          rif: extra.rif,
          // invoice_logo is the store's logo for documents; the general logo is the fallback.
          logo: firstImage(extra.invoiceLogo, extra.logoBase64, extra.logoSrc),
          signature: decodeImage(extra.signatureSrc),
        }
      : null,
  };
}
