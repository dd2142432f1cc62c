import './purchase-steps.css';

const STEPS = ['Asientos', 'Pago', 'Listo'];

/** Where the buyer is in the purchase: seats, payment, done. */
export function PurchaseSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="purchase-steps" aria-label="Pasos de la compra">
      {STEPS.map((label, i) => {
        const n = i + 1;
        const state = n < current ? 'done' : n === current ? 'current' : '';
        return (
          <li key={label} className={state} aria-current={n === current ? 'step' : undefined}>
            <span>{n < current ? <i className="pi pi-check" aria-hidden="true" /> : n}</span>{' '}
            {label}
          </li>
        );
      })}
    </ol>
  );
}
