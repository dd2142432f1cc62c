import { describe, expect, it } from 'vitest';
import { MENU_HEADING, canAccessSection, menuForRole, menuLabels } from './permissions';

describe('[MATRIX] sidebar from the one matrix', () => {
  it('shows each role exactly its allowed items, in the spec order', () => {
    expect(MENU_HEADING).toBe('APP TICKERA');
    expect(menuLabels(menuForRole('admin'))).toEqual([
      'Indicadores para Hoy',
      'Reservaciones',
      'Chequinera (scanner)',
      'Listado Check-In',
      'Gestion de Membresias',
      'Cupones Reclamados',
      'Buscador de Clientes',
      'Area de Eventos',
      'Reporte de Liquidación',
      'Reporte de Ventas',
      'Gestion de Usuarios',
      'Tiendas, Bancos y Tasa',
      'Entradas',
      'Auditoría',
      'Eventos disponibles',
    ]);
    expect(menuLabels(menuForRole('customer'))).toEqual([
      'Mis Entradas',
      'Soporte',
      'Eventos disponibles',
    ]);
    expect(menuLabels(menuForRole('auditor'))).toEqual([
      'Gestion de Membresias',
      'Reporte de Liquidación',
      'Reporte de Ventas',
      'Auditoría',
      'Eventos disponibles',
    ]);
    expect(menuLabels(menuForRole('chekiner'))).toEqual([
      'Chequinera (scanner)',
      'Listado Check-In',
      'Buscador de Clientes',
      'Eventos disponibles',
    ]);
    expect(menuForRole('anonymous')).toEqual([]);
    expect(menuForRole('rey')).toEqual([]);
  });

  it('drops a group whose children are all hidden', () => {
    expect(menuForRole('customer').some((i) => i.label === 'Reportes')).toBe(false);
    expect(menuForRole('auditor').find((i) => i.label === 'Reportes')?.items).toHaveLength(2);
  });

  it('guards sections case-insensitively and keeps anonymous out', () => {
    expect(canAccessSection('SALES', 'reservation')).toBe(true);
    expect(canAccessSection('customer', 'users')).toBe(false);
    expect(canAccessSection('anonymous', 'home')).toBe(false);
  });
});
