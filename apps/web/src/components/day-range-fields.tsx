import { InputText } from 'primereact/inputtext';

const DAYS = [
  ['from', 'Desde'],
  ['to', 'Hasta'],
] as const;

export interface DayRange {
  from?: string;
  to?: string;
}

interface DayRangeFieldsProps {
  /** The inputs' ids: `<idPrefix>-from`, `<idPrefix>-to`. */
  idPrefix: string;
  value: DayRange;
  /** An emptied field gives undefined. */
  onChange: (change: DayRange) => void;
  /** Why the range is wrong, shown under Hasta. */
  error?: string;
  /** Each field's wrapper (label above its input). */
  className?: string;
}

/** Desde and Hasta: a range of days (YYYY-MM-DD) for a list or a report filter. */
export function DayRangeFields({
  idPrefix,
  value,
  onChange,
  error,
  className = 'flex flex-column gap-1',
}: DayRangeFieldsProps) {
  return DAYS.map(([key, label]) => {
    const id = `${idPrefix}-${key}`;
    const invalid = key === 'to' && Boolean(error);
    return (
      <div key={key} className={className}>
        <label htmlFor={id}>{label}</label>
        <InputText
          id={id}
          type="date"
          value={value[key] ?? ''}
          invalid={invalid}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => onChange({ [key]: e.target.value || undefined })}
        />
        {invalid ? (
          <small id={`${id}-error`} className="p-error">
            {error}
          </small>
        ) : null}
      </div>
    );
  });
}
