/**
 * Conciliar: a bank statement (e2e/fixtures-data/bank-statement.csv, its references and
 * amounts filled in for this run's orders) approves the order it matches, and only that
 * one; the buyer's ticket e-mail is written.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { concert, pendingOrder, type Order } from './api-helpers';
import { expect, expectAccessible, test } from './fixtures';

const esVe = (amount: string) =>
  new Intl.NumberFormat('es-VE', { minimumFractionDigits: 2 }).format(Number(amount));

test('[RECONCILE] a bank statement approves the order it matches and sends its tickets', async ({
  page,
  login,
}) => {
  const email = `conciliar.${Date.now()}@tickera.test`;
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { email, password: 'Clave.Segura.2026', name: 'Carlos', lastName: 'Mendoza' },
  });
  const auth = { authorization: `Bearer ${(await signUp.json()).session.accessToken}` };
  const eventId = (await concert(page.request)).id;
  const stamp = String(Date.now()).slice(-7);
  const a = await pendingOrder(page.request, auth, eventId, `5${stamp}`);
  const b = await pendingOrder(page.request, auth, eventId, `6${stamp}`);

  const statement = readFileSync(
    new URL('./fixtures-data/bank-statement.csv', import.meta.url),
    'utf8',
  )
    .replaceAll(
      '{{DAY}}',
      new Intl.DateTimeFormat('es-VE', {
        timeZone: 'America/Caracas',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date()),
    )
    .replace('{{REF_A}}', `5${stamp}`)
    .replace('{{AMOUNT_A}}', esVe(a.totalVes))
    .replace('{{REF_B}}', `6${stamp}`);
  const file = join(tmpdir(), `estado-${stamp}.csv`);
  writeFileSync(file, statement);

  await login('sales');
  await page.goto('/dashboard/reservation');
  await page.getByRole('button', { name: 'Conciliar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conciliar con el estado de cuenta' });
  await dialog.getByRole('button', { name: 'Seleccione el banco' }).click();
  await page.getByRole('option', { name: '0105 - Mercantil' }).click();
  await dialog.getByLabel('Estado de cuenta').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Cruzar con las órdenes' }).click();

  const matched = dialog.getByRole('table', { name: 'Coinciden (1)' });
  await expect(matched).toContainText(`#${a.number}`);
  await expect(matched).toContainText('Carlos Mendoza');
  await expect(dialog.getByRole('table', { name: /Monto distinto \(1\)/ })).toContainText(
    `#${b.number}`,
  );
  await expect(dialog.getByRole('table', { name: 'Sin orden pendiente (1)' })).toContainText(
    '98765',
  );
  await expect(dialog.getByText('Se ignoró 1 débito')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Aprobar 1 orden' }).click();
  await expect(page.getByText('1 orden aprobada')).toBeVisible();

  const read = async (id: string) =>
    (await (await page.request.get(`/api/orders/${id}`, { headers: auth })).json()) as Order & {
      seats: { ticket: { code: string } | null }[];
    };
  const paid = await read(a.id);
  expect(paid.status).toBe('PAGADA');
  expect(paid.seats[0].ticket?.code).toMatch(/^TK[0-9A-Z]{36}$/);
  expect((await read(b.id)).status).toBe('PENDIENTE');

  // The ticket e-mail is delivered (as an .eml file on the embedded setup).
  const mailDir = join(process.env.E2E_DATA_DIR!, 'mail');
  await expect
    .poll(
      () =>
        readdirSync(mailDir)
          .filter((f) => f.includes('-tickets-'))
          .some((f) => readFileSync(join(mailDir, f), 'utf8').includes(email)),
      { timeout: 20_000 },
    )
    .toBe(true);
});
