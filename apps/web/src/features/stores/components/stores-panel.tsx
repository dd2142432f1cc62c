import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { messageOf } from '../../../lib/http';
import { ListSkeleton } from '../../../components/list-skeleton';
import { useErrorToast } from '../../../lib/use-error-toast';
import type { Store } from '@tickera/shared/schemas/stores';
import { storesQuery } from '../api/stores-api';
import { StoreDialog } from './store-dialog';

/** The stores (producers) that sell and sign invoices. */
export function StoresPanel() {
  const stores = useQuery(storesQuery());
  useErrorToast(stores.error, 'No se pudieron cargar las tiendas.');
  const [editing, setEditing] = useState<Store | 'new' | null>(null);

  return (
    <section className="card" aria-labelledby="stores-title">
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="stores-title" className="text-2xl font-semibold m-0">
          Tiendas
        </h1>
        <Button label="Nueva tienda" icon="pi pi-plus" onClick={() => setEditing('new')} />
      </div>
      {stores.isError ? (
        <Message
          severity="error"
          className="w-full justify-content-start"
          text={messageOf(stores.error, 'No se pudieron cargar las tiendas.')}
        />
      ) : null}
      {stores.isPending ? <ListSkeleton rows={2} label="Cargando tiendas" /> : null}
      {stores.data?.length === 0 ? (
        <p className="text-color-secondary">Aún no hay tiendas registradas.</p>
      ) : null}
      <div className="flex flex-column gap-2">
        {stores.data?.map((s) => (
          <article key={s.id} className="store-card" aria-label={s.name}>
            <div className="flex-1" style={{ minWidth: '14rem' }}>
              <div className="flex align-items-center gap-2">
                <strong className="text-lg">{s.name}</strong>
                <Tag
                  value={s.isActive ? 'Activa' : 'Inactiva'}
                  severity={s.isActive ? 'success' : 'danger'}
                  rounded
                />
              </div>
              <div className="text-color-secondary text-sm mt-1">
                RIF {s.rif ?? '—'} · {s.url ?? 'sin sitio web'}
              </div>
            </div>
            <div className="store-card-images">
              {[
                ['Logo', s.logoBase64 ?? s.logoSrc],
                ['Factura', s.invoiceLogo],
                ['Firma', s.signatureSrc],
              ].map(([label, src]) =>
                src ? (
                  <figure key={label}>
                    <img src={src} alt={`${label} de ${s.name}`} />
                    <figcaption>{label}</figcaption>
                  </figure>
                ) : null,
              )}
            </div>
            <Button
              label="Editar"
              icon="pi pi-pencil"
              outlined
              size="small"
              onClick={() => setEditing(s)}
            />
          </article>
        ))}
      </div>
      {editing ? (
        <StoreDialog store={editing === 'new' ? null : editing} onHide={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
