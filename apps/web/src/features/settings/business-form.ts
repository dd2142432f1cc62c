/**
 * The "Negocio" form's values and their way to and from the API's settings object: one
 * block per payment method, each switched on or off, so the admin never edits an array.
 */
import type {
  PaymentAccountInput,
  Settings,
  SettingsInput,
} from '@tickera/shared/schemas/settings';

export interface AccountValues {
  enabled: boolean;
  bankId: string;
  accountNumber: string;
  phone: string;
  email: string;
  holderName: string;
  holderId: string;
}

export interface BusinessValues {
  name: string;
  rif: string;
  supportEmail: string;
  supportWhatsApp: string;
  paymentDeadlineMinutes: number;
  accounts: Record<PaymentAccountInput['method'], AccountValues>;
}

export const METHODS: { method: PaymentAccountInput['method']; title: string }[] = [
  { method: 'TRANSFERENCIA', title: 'Transferencia bancaria' },
  { method: 'PAGO_MOVIL', title: 'Pago móvil' },
  { method: 'ZELLE', title: 'Zelle' },
];

const emptyAccount = (): AccountValues => ({
  enabled: false,
  bankId: '',
  accountNumber: '',
  phone: '',
  email: '',
  holderName: '',
  holderId: '',
});

export function toFormValues(s: Settings): BusinessValues {
  const accounts = {
    TRANSFERENCIA: emptyAccount(),
    PAGO_MOVIL: emptyAccount(),
    ZELLE: emptyAccount(),
  };
  for (const a of s.paymentAccounts) {
    accounts[a.method] = {
      enabled: true,
      bankId: a.bankId ?? '',
      accountNumber: a.accountNumber ?? '',
      phone: a.phone ?? '',
      email: a.email ?? '',
      holderName: a.holderName,
      holderId: a.holderId ?? '',
    };
  }
  return {
    name: s.name,
    rif: s.rif,
    supportEmail: s.supportEmail,
    supportWhatsApp: s.supportWhatsApp,
    paymentDeadlineMinutes: s.paymentDeadlineMinutes,
    accounts,
  };
}

function toAccount(method: PaymentAccountInput['method'], a: AccountValues) {
  const holder = { holderName: a.holderName, holderId: a.holderId };
  if (method === 'TRANSFERENCIA')
    return { method, bankId: a.bankId, accountNumber: a.accountNumber, ...holder };
  if (method === 'PAGO_MOVIL') return { method, bankId: a.bankId, phone: a.phone, ...holder };
  return {
    method,
    email: a.email,
    holderName: a.holderName,
    ...(a.holderId ? { holderId: a.holderId } : {}),
  };
}

/** The PUT body, and the form field of each account's position (server errors name positions). */
export function toSettingsInput(v: BusinessValues): {
  body: SettingsInput;
  fieldOf: (path: string) => string;
} {
  const enabled = METHODS.filter((m) => v.accounts[m.method].enabled).map((m) => m.method);
  const body = {
    name: v.name,
    rif: v.rif,
    supportEmail: v.supportEmail,
    supportWhatsApp: v.supportWhatsApp,
    paymentDeadlineMinutes: v.paymentDeadlineMinutes,
    paymentAccounts: enabled.map((m) => toAccount(m, v.accounts[m])),
  } as SettingsInput;
  const fieldOf = (path: string) => {
    const m = /^paymentAccounts\.(\d+)\.(\w+)$/.exec(path);
    return m ? `accounts.${enabled[Number(m[1])]}.${m[2]}` : path;
  };
  return { body, fieldOf };
}

/** The server's rule, checked before sending: a transfer account opens with its bank's code. */
export function bankCodeIssues(
  body: SettingsInput,
  banks: { id: string; code: string }[],
): Record<string, string> {
  const issues: Record<string, string> = {};
  body.paymentAccounts.forEach((a, i) => {
    if (a.method !== 'TRANSFERENCIA') return;
    const code = banks.find((b) => b.id === a.bankId)?.code;
    if (code && !a.accountNumber.startsWith(code))
      issues[`paymentAccounts.${i}.accountNumber`] =
        `La cuenta debe comenzar con el código del banco (${code})`;
  });
  return issues;
}
