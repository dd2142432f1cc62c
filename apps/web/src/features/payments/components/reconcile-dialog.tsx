import { useState } from 'react';
import { can } from '@tickera/shared/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import type { ReconcileResult, StatementMapping } from '@tickera/shared/schemas/reconcile';
import { FormField } from '../../../components/form-field';
import { bankOptionsQuery } from '../../stores/api/banks-api';
import { ApiError, fieldErrorsOf, messageOf } from '../../../lib/http';
import { useAuth } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { confirmReconciliation, reconcileStatement } from '../api/reconcile-api';
import { ColumnMappingForm } from './column-mapping-form';
import { ReconcileResults } from './reconcile-results';
import '../payments.css';

/** "Conciliar": a bank statement against the pending orders, then one approval for the matches. */
export function ReconcileButton() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!can(user?.role, 'orders.approve')) return null;
  return (
    <>
      <Button label="Conciliar" icon="pi pi-file-import" outlined onClick={() => setOpen(true)} />
      {open ? <ReconcileDialog onHide={() => setOpen(false)} /> : null}
    </>
  );
}

function ReconcileDialog({ onHide }: { onHide: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const banks = useQuery(bankOptionsQuery());
  const [bankId, setBankId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [headerRows, setHeaderRows] = useState<string[][] | null>(null);
  const [result, setResult] = useState<ReconcileResult | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});

  const upload = useMutation({
    mutationFn: reconcileStatement,
    onSuccess: (r) => {
      setHeaderRows(null);
      setResult(r);
      setSelected(new Set(r.matched.map((m) => m.orderId)));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'STATEMENT_COLUMNS_UNKNOWN') {
        setHeaderRows((error.details?.headers as string[][]) ?? []);
        return;
      }
      setErrors(fieldErrorsOf(error));
      toast.show(
        'error',
        'No se pudo leer el estado de cuenta',
        messageOf(error, 'Intente nuevamente.'),
      );
    },
  });

  const confirm = useMutation({
    mutationFn: confirmReconciliation,
    onSuccess: ({ approved, failed }) => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['tickets'] });
      toast.show(
        'success',
        approved.length === 1 ? '1 orden aprobada' : `${approved.length} órdenes aprobadas`,
        'Se enviaron las entradas por correo.',
      );
      // A statement of thousands: a few refusals one by one, more as one count.
      if (failed.length > 3)
        toast.show('warn', `${failed.length} órdenes no se aprobaron`, failed[0].message);
      else for (const f of failed) toast.show('warn', 'Una orden no se aprobó', f.message);
      onHide();
    },
    onError: (error) =>
      toast.show('error', 'No se pudo aprobar', messageOf(error, 'Intente nuevamente.')),
  });

  const send = (mapping?: StatementMapping) => {
    const missing: Record<string, string> = {};
    if (!bankId) missing.bankId = 'Seleccione el banco del estado de cuenta';
    if (!file) missing.file = 'Adjunte el estado de cuenta (CSV o XLSX)';
    setErrors(missing);
    if (bankId && file) upload.mutate({ bankId, file, mapping });
  };

  const toggle = (orderId: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(orderId)) next.add(orderId);
      return next;
    });

  const footer = result ? (
    <div className="flex justify-content-end gap-2">
      <Button label="Cerrar" text onClick={onHide} />
      <Button
        label={selected.size === 1 ? 'Aprobar 1 orden' : `Aprobar ${selected.size} órdenes`}
        icon="pi pi-check"
        disabled={!selected.size}
        loading={confirm.isPending}
        onClick={() => confirm.mutate([...selected])}
      />
    </div>
  ) : (
    <div className="flex justify-content-end gap-2">
      <Button label="Cancelar" text onClick={onHide} />
      <Button
        label="Cruzar con las órdenes"
        icon="pi pi-search"
        loading={upload.isPending}
        onClick={() => send()}
      />
    </div>
  );

  return (
    <Dialog
      header="Conciliar con el estado de cuenta"
      visible
      onHide={onHide}
      style={{ width: 'min(60rem, 96vw)' }}
      footer={footer}
    >
      {result ? (
        <ReconcileResults result={result} selected={selected} onToggle={toggle} />
      ) : (
        <>
          <p className="mt-0">
            Suba el estado de cuenta del banco (CSV o XLSX). Cada crédito se cruza con las órdenes
            pendientes por referencia y monto; nada se aprueba hasta que usted lo confirme.
          </p>
          <div className="formgrid grid">
            <FormField
              id="reconcile-bank"
              label="Banco"
              error={errors.bankId}
              className="col-12 md:col-6"
            >
              <Dropdown
                inputId="reconcile-bank"
                value={bankId}
                options={banks.data ?? []}
                onChange={(e) => setBankId(e.value)}
                placeholder="Seleccione el banco"
                filter
                className="w-full"
                invalid={!!errors.bankId}
              />
            </FormField>
            <FormField
              id="reconcile-file"
              label="Estado de cuenta"
              error={errors.file}
              className="col-12 md:col-6"
            >
              <input
                id="reconcile-file"
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                className="reconcile-file"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setHeaderRows(null);
                }}
              />
            </FormField>
          </div>
          {headerRows ? (
            <ColumnMappingForm
              headerRows={headerRows}
              pending={upload.isPending}
              onSubmit={(m) => send(m)}
            />
          ) : null}
        </>
      )}
    </Dialog>
  );
}
