import { Tag } from 'primereact/tag';
import type { OrderStatus } from '@tickera/shared/constants';

const LOOK: Record<
  OrderStatus,
  { label: string; long: string; severity: 'warning' | 'success' | 'danger'; icon: string }
> = {
  PENDIENTE: {
    label: 'Pendiente',
    long: 'Pendiente de verificación',
    severity: 'warning',
    icon: 'pi pi-clock',
  },
  PAGADA: { label: 'Pagada', long: 'Pagada', severity: 'success', icon: 'pi pi-check' },
  ANULADA: { label: 'Anulada', long: 'Anulada', severity: 'danger', icon: 'pi pi-times' },
};

export function OrderStatusTag({ status, long = false }: { status: OrderStatus; long?: boolean }) {
  const look = LOOK[status];
  return (
    <Tag value={long ? look.long : look.label} severity={look.severity} icon={look.icon} rounded />
  );
}
