/**
 * The e-mails of an unpaid order: "we received your order, pay before …" with the
 * operator's payee account, and "your order was cancelled: the deadline passed".
 * Dates in en-US medium format, 12-hour clock, America/Caracas (ARCHITECTURE.md).
 */
import { PAYMENT_METHOD_LABELS } from '@tickera/shared/schemas/orders';
import type { PaymentAccount, Settings } from '@tickera/shared/schemas/settings';
import type { Config } from '../../config';
import type { OutgoingMail } from '../../lib/mail';
import { escapeHtml, formatEmailDate, layout } from '../../lib/mail';

export interface OrderMailInput {
  to: string;
  customerName: string;
  orderId: string;
  orderNumber: number;
  eventName: string;
  paymentMethod: string;
  total: string;
  totalVes: string;
  paymentDueAt: Date;
}

const METHOD_LABELS = PAYMENT_METHOD_LABELS as Record<string, string>;

function accountLines(a: PaymentAccount | undefined): [string, string][] {
  if (!a) return [];
  const bank: [string, string][] = a.bankName ? [['Banco', `${a.bankCode} - ${a.bankName}`]] : [];
  const where: [string, string][] = a.accountNumber
    ? [['Cuenta', a.accountNumber.replace(/^(\d{4})(\d{4})(\d{2})(\d{10})$/, '$1-$2-$3-$4')]]
    : a.phone
      ? [['Teléfono', a.phone]]
      : a.email
        ? [['Correo Zelle', a.email]]
        : [];
  return [
    ['Beneficiario', a.holderName],
    ...(a.holderId ? [['Cédula/RIF', a.holderId] as [string, string]] : []),
    ...bank,
    ...where,
  ];
}

function table(lines: [string, string][]): string {
  return `<table style="border-collapse:collapse">${lines
    .map(
      ([k, v]) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#666">${escapeHtml(k)}</td><td style="padding:2px 0"><strong>${escapeHtml(v)}</strong></td></tr>`,
    )
    .join('')}</table>`;
}

const support = (s: Settings) =>
  `¿Dudas? Escríbenos a ${s.supportEmail} o por WhatsApp al ${s.supportWhatsApp}.`;

export function pendingPaymentMail(
  config: Config,
  settings: Settings,
  p: OrderMailInput,
): OutgoingMail {
  const due = formatEmailDate(p.paymentDueAt);
  const account = settings.paymentAccounts.find((a) => a.method === p.paymentMethod);
  const facts: [string, string][] = [
    ['Orden', `#${p.orderNumber}`],
    ['Evento', p.eventName],
    ['Método', METHOD_LABELS[p.paymentMethod] ?? p.paymentMethod],
    ['Total', `USD ${p.total} · Bs.S ${p.totalVes}`],
  ];
  const link = `${config.publicUrl}/dashboard/mytickets`;
  return {
    to: p.to,
    template: 'order-pending',
    subject: `Recibimos tu orden #${p.orderNumber}: pague antes de ${due}`,
    html: layout(
      `¡Gracias, ${p.customerName}!`,
      `<p>Recibimos tu orden. Verificaremos tu pago y te enviaremos tus entradas por correo.</p>
${table(facts)}
<p style="background:#fff3e0;padding:12px;border-radius:6px"><strong>Pague antes de ${escapeHtml(due)}</strong> (hora de Caracas). Si el pago no se verifica a tiempo, la orden se anula y los asientos vuelven a la venta.</p>
${account ? `<p>Datos para tu pago:</p>${table(accountLines(account))}` : ''}
<p><a href="${escapeHtml(link)}">Ver mis entradas</a></p>
<p style="color:#666">${escapeHtml(support(settings))}</p>`,
    ),
    text: `Recibimos tu orden #${p.orderNumber} (${p.eventName}). Total: USD ${p.total} · Bs.S ${p.totalVes}.\nPague antes de ${due} (hora de Caracas); si el pago no se verifica a tiempo la orden se anula.\n${accountLines(
      account,
    )
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n')}\n${support(settings)}\n`,
  };
}

export function paymentDeadlineMail(
  config: Config,
  settings: Settings,
  p: OrderMailInput,
): OutgoingMail {
  const link = `${config.publicUrl}/eventos`;
  return {
    to: p.to,
    template: 'order-expired',
    subject: `Tu orden #${p.orderNumber} fue anulada: venció el plazo de pago`,
    html: layout(
      `Hola, ${p.customerName}`,
      `<p>No recibimos a tiempo el pago de tu orden <strong>#${p.orderNumber}</strong> para <strong>${escapeHtml(p.eventName)}</strong> (plazo: ${escapeHtml(formatEmailDate(p.paymentDueAt))}, hora de Caracas). La orden fue anulada y sus asientos volvieron a la venta.</p>
<p>Si ya pagaste, responde a este correo o escríbenos con tu referencia y lo resolveremos.</p>
<p><a href="${escapeHtml(link)}" style="background:#f57c00;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">Volver a comprar</a></p>
<p style="color:#666">${escapeHtml(support(settings))}</p>`,
    ),
    text: `Tu orden #${p.orderNumber} para ${p.eventName} fue anulada porque venció el plazo de pago. Los asientos volvieron a la venta.\nSi ya pagaste, escríbenos con tu referencia. ${support(settings)}\n`,
  };
}
