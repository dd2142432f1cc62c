import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { StaffTable } from '../../../components/staff-table';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import type { z } from 'zod';
import { bankInputSchema } from '@tickera/shared/schemas/stores';
import { TextField, fieldsOf } from '../../../components/form-field';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { ListSkeleton } from '../../../components/list-skeleton';
import { useErrorToast } from '../../../lib/use-error-toast';
import type { Bank } from '@tickera/shared/schemas/stores';
import { allBanksQuery, createBank, updateBank } from '../api/stores-api';

type BankForm = z.input<typeof bankInputSchema>;

/** Banks a transfer or pago móvil may come from; an inactive bank leaves the payment form. */
export function BanksPanel() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const banks = useQuery(allBanksQuery());
  useErrorToast(banks.error, 'No se pudieron cargar los bancos.');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['banks'] });
  const failed = (summary: string) => (error: unknown) =>
    toast.show('error', summary, messageOf(error, 'Intente nuevamente.'));

  const form = useForm<BankForm>({
    resolver: zodResolver(bankInputSchema),
    defaultValues: { code: '', name: '' },
  });
  const { handleSubmit, reset } = form;
  const f = fieldsOf(form, 'bank');

  const add = useMutation({
    mutationFn: createBank,
    onSuccess: (bank) => {
      refresh();
      reset();
      toast.show('success', 'Banco agregado', `${bank.code} - ${bank.name}`);
    },
    onError: failed('No se pudo agregar el banco'),
  });
  const toggle = useMutation({
    mutationFn: (b: Bank) => updateBank(b.id, { isActive: !b.isActive }),
    onSuccess: (bank) => {
      refresh();
      toast.show('success', bank.isActive ? 'Banco activado' : 'Banco desactivado', bank.name);
    },
    onError: failed('No se pudo cambiar el banco'),
  });

  return (
    <section className="card h-full m-0" aria-labelledby="banks-title">
      <h2 id="banks-title" className="text-xl font-semibold mt-0 mb-3">
        Bancos
      </h2>
      <form
        onSubmit={(e) => void handleSubmit((v) => add.mutate(v))(e)}
        noValidate
        className="flex flex-wrap gap-2 align-items-start mb-2"
      >
        <TextField
          {...f.text('code')}
          label="Código"
          className="w-8rem mb-0"
          input={{ inputMode: 'numeric', maxLength: 4, placeholder: '0102' }}
        />
        <TextField {...f.text('name')} label="Nombre" className="flex-1 mb-0" />
        <Button
          type="submit"
          label="Agregar"
          icon="pi pi-plus"
          loading={add.isPending}
          style={{ marginTop: '1.9rem' }}
        />
      </form>
      {banks.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start"
          text={messageOf(banks.error, 'No se pudieron cargar los bancos.')}
        />
      ) : null}
      {banks.isPending ? <ListSkeleton rows={4} label="Cargando bancos" /> : null}
      {banks.data ? (
        <StaffTable
          value={banks.data}
          dataKey="id"
          scrollable
          scrollHeight="24rem"
          label="Bancos"
          empty="No hay bancos registrados."
        >
          <Column field="code" header="Código" />
          <Column field="name" header="Nombre" />
          <Column
            header="Activo"
            body={(b: Bank) => (
              <InputSwitch
                checked={b.isActive}
                aria-label={`${b.isActive ? 'Desactivar' : 'Activar'} ${b.name}`}
                disabled={toggle.isPending && toggle.variables?.id === b.id}
                onChange={() => toggle.mutate(b)}
              />
            )}
          />
        </StaffTable>
      ) : null}
    </section>
  );
}
