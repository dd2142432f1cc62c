import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { can } from '@tickera/shared/permissions';
import type { Profile } from '@tickera/shared/schemas/users';
import { messageOf } from '../../../lib/http';
import { useAuth } from '../../../lib/session';
import { customerSearchQuery, MIN_SEARCH } from '../api/customers-api';
import { NewCustomerDialog } from './new-customer-dialog';
import { SearchBox } from '../../../components/search-box';

interface CustomerPickerProps {
  value: Profile | null;
  onChange: (customer: Profile | null) => void;
  error?: string;
}

function describe(c: Profile): string {
  return [c.identification, c.email, c.phone].filter(Boolean).join(' · ');
}

/** Finds the buyer by cédula, e-mail, phone or name; registers a walk-in customer if needed. */
export function CustomerPicker({ value, onChange, error }: CustomerPickerProps) {
  const { user } = useAuth();
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  const results = useQuery(customerSearchQuery(q, 1, 5));

  if (value) {
    return (
      <div className="customer-choice selected" aria-live="polite">
        <div>
          <strong>
            {value.name} {value.lastName}
          </strong>
          <div className="text-sm text-color-secondary">{describe(value)}</div>
        </div>
        <Button
          label="Cambiar"
          icon="pi pi-pencil"
          text
          size="small"
          onClick={() => onChange(null)}
        />
      </div>
    );
  }

  return (
    <div>
      <SearchBox
        id="customer-search"
        label="Buscar cliente"
        placeholder="Cédula, correo, teléfono o nombre"
        value={q}
        onSearch={setQ}
        className="mb-2"
      />
      {error ? (
        <small className="p-error block mb-2" role="alert">
          {error}
        </small>
      ) : null}
      {results.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start mb-2"
          text={messageOf(results.error, 'No se pudo buscar el cliente.')}
        />
      ) : null}
      {q.length >= MIN_SEARCH && results.data ? (
        results.data.items.length === 0 ? (
          <p className="text-color-secondary my-2">Ningún cliente coincide con «{q}».</p>
        ) : (
          <ul
            className="list-none p-0 m-0 flex flex-column gap-2"
            aria-label="Clientes encontrados"
          >
            {results.data.items.map((c) => (
              <li key={c.id} className="customer-choice">
                <div>
                  <strong>
                    {c.name} {c.lastName}
                  </strong>
                  <div className="text-sm text-color-secondary">{describe(c)}</div>
                </div>
                <Button
                  label="Elegir"
                  size="small"
                  outlined
                  aria-label={`Elegir a ${c.name} ${c.lastName}`}
                  disabled={!c.isActive}
                  onClick={() => onChange(c)}
                />
              </li>
            ))}
          </ul>
        )
      ) : null}
      {results.isFetching && !results.data ? <p role="status">Buscando…</p> : null}
      {can(user?.role, 'customers.create') ? (
        <Button
          type="button"
          label="Cliente nuevo"
          icon="pi pi-user-plus"
          text
          className="mt-2"
          onClick={() => setCreating(true)}
        />
      ) : null}
      {creating ? (
        <NewCustomerDialog
          visible={creating}
          onHide={() => setCreating(false)}
          onCreated={(c) => {
            setCreating(false);
            onChange(c);
          }}
        />
      ) : null}
    </div>
  );
}

/** A form's buyer field: the picker keeps the chosen customer, the form gets its id. */
export function CustomerField({
  error,
  onChange,
}: {
  error?: string;
  onChange: (customerId: string) => void;
}) {
  const [customer, setCustomer] = useState<Profile | null>(null);
  return (
    <CustomerPicker
      value={customer}
      error={error}
      onChange={(c) => {
        setCustomer(c);
        onChange(c?.id ?? '');
      }}
    />
  );
}
