import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'primereact/button';
import { Tag } from 'primereact/tag';

/** "Activo" / "Inactivo" of a set-up row, the same everywhere. */
export function ActiveTag({ active }: { active: boolean }) {
  return (
    <Tag value={active ? 'Activo' : 'Inactivo'} severity={active ? 'success' : 'danger'} rounded />
  );
}

/** A row's "Editar" button; its accessible name says what it edits ("Editar zona VIP"). */
export function EditButton({
  what,
  onClick,
  ...props
}: { what: string; onClick: () => void } & Pick<ButtonProps, 'loading'>) {
  return (
    <Button
      label="Editar"
      icon="pi pi-pencil"
      size="small"
      text
      aria-label={`Editar ${what}`}
      onClick={onClick}
      {...props}
    />
  );
}

/** A cell of two lines: the main text (bold with `strong`) and a secondary one under it. */
export function TwoLines({
  main,
  sub,
  strong = false,
}: {
  main: ReactNode;
  sub: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className="flex flex-column">
      <span className={strong ? 'font-medium' : undefined}>{main}</span>
      <small className="text-color-secondary">{sub}</small>
    </div>
  );
}
