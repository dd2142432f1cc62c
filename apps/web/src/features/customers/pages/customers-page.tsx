import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Message } from 'primereact/message';
import { messageOf } from '../../../lib/http';
import { ListSkeleton } from '../../../components/list-skeleton';
import { SearchBox } from '../../../components/search-box';
import { useErrorToast } from '../../../lib/use-error-toast';
import { customerSearchQuery, MIN_SEARCH } from '../api/customers-api';
import { CUSTOMERS_PAGE_SIZE, CustomerResults } from '../components/customer-results';
import { CustomerProfile } from '../components/customer-profile';
import '../customers.css';

/** /dashboard/customers: find a customer, then see their profile, orders and tickets. */
export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const selectedId = params.get('id') ?? '';
  const results = useQuery(customerSearchQuery(q, page, CUSTOMERS_PAGE_SIZE));
  useErrorToast(results.error, 'No se pudo buscar.');

  const go = (next: { q?: string; page?: number; id?: string }) => {
    const out = new URLSearchParams();
    const nq = next.q ?? q;
    if (nq) out.set('q', nq);
    const np = next.page ?? (next.q !== undefined ? 1 : page);
    if (np > 1) out.set('page', String(np));
    const nid = next.id ?? (next.q !== undefined ? '' : selectedId);
    if (nid) out.set('id', nid);
    setParams(out, { replace: true });
  };

  return (
    <div className="grid">
      <section className="col-12 xl:col-5">
        <div className="card m-0">
          <h1 className="text-2xl font-semibold mt-0 mb-3">Buscador de Clientes</h1>
          <SearchBox
            id="customers-search"
            label="Buscar cliente"
            placeholder="Cédula, correo, teléfono o nombre"
            value={q}
            onSearch={(text) => go({ q: text })}
            className="mb-3"
          />
          {q.length < MIN_SEARCH ? (
            <p className="text-color-secondary m-0">
              Escriba al menos {MIN_SEARCH} caracteres: cédula (con o sin V-), correo, teléfono o
              nombre.
            </p>
          ) : results.isError ? (
            <Message
              severity="error"
              className="w-full justify-content-start"
              text={messageOf(results.error, 'No se pudo buscar.')}
            />
          ) : results.data ? (
            <CustomerResults
              data={results.data}
              page={page}
              selectedId={selectedId}
              loading={results.isFetching}
              onPage={(p) => go({ page: p })}
              onSelect={(id) => go({ id })}
            />
          ) : (
            <ListSkeleton rows={3} label="Buscando clientes" />
          )}
        </div>
      </section>
      <section className="col-12 xl:col-7" aria-label="Perfil del cliente">
        {selectedId ? (
          <CustomerProfile key={selectedId} customerId={selectedId} />
        ) : (
          <div className="card m-0 text-color-secondary">
            <i className="pi pi-user mr-2" aria-hidden="true" />
            Elija un cliente de la lista para ver su perfil, sus órdenes y sus entradas.
          </div>
        )}
      </section>
    </div>
  );
}
