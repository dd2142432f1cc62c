const STEPS = ['Evento y asientos', 'Cliente y pago', 'Aprobación'];

/** Where the box-office sale is. */
export function BoxOfficeSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="box-office-steps" aria-label="Pasos de la venta">
      {STEPS.map((label, i) => (
        <li
          key={label}
          className={i + 1 === current ? 'current' : undefined}
          aria-current={i + 1 === current ? 'step' : undefined}
        >
          {i + 1}. {label}
          {i < STEPS.length - 1 ? (
            <i className="pi pi-angle-right ml-2" aria-hidden="true" />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
