import type { CheckinDirection } from '@tickera/shared/schemas/checkins';

const CHOICES: { value: CheckinDirection; label: string; icon: string }[] = [
  { value: 'ENTRY', label: 'Entrada', icon: 'pi-sign-in' },
  { value: 'EXIT', label: 'Salida', icon: 'pi-sign-out' },
];

/**
 * Which way this door scans: two big toggle buttons (aria-pressed), one of them always on.
 * Tab reaches them, Space or Enter picks one; a screen reader hears "Entrada, pulsado".
 */
export function DirectionSwitch({
  value,
  onChange,
}: {
  value: CheckinDirection;
  onChange: (direction: CheckinDirection) => void;
}) {
  return (
    <div className="door-direction" role="group" aria-label="Sentido de los escaneos">
      {CHOICES.map((c) => (
        <button
          key={c.value}
          type="button"
          className={`door-direction-${c.value === 'ENTRY' ? 'entry' : 'exit'}`}
          aria-pressed={value === c.value}
          onClick={() => onChange(c.value)}
        >
          <i className={`pi ${c.icon}`} aria-hidden="true" />
          {c.label}
        </button>
      ))}
    </div>
  );
}
