/**
 * The 10,000 most common passwords, refused wherever a password is set (sign-up, reset,
 * change, staff accounts, `admin:create`), whatever their case. The list is zxcvbn-ts's
 * (`@zxcvbn-ts/language-common`, MIT), ranked by how often each appears in leaked password
 * sets; its first 10,000 entries are kept. Server only: the web's first load does not carry
 * it, and shows the server's message.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { ERROR_MESSAGES } from '@tickera/shared/messages';
import { AppError } from '../errors';

export const COMMON_PASSWORD_COUNT = 10_000;

const COMMON = new Set(
  dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
);

export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());

/** 422 PASSWORD_TOO_COMMON on `field` when `password` is one of the common ones; writes nothing. */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password))
    throw new AppError('PASSWORD_TOO_COMMON', {
      fields: { [field]: ERROR_MESSAGES.PASSWORD_TOO_COMMON },
    });
}
