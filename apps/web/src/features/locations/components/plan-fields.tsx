import { useId } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';

/**
 * The properties panel's inputs: a visible label tied to its input, a change per value.
 * `onChange` gets only values the plan accepts (an emptied number field changes nothing).
 */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  suffix,
  decimals = 0,
}: {
  label: string;
  value: number;
  onChange: (v: number) => void;
  min: number;
  max: number;
  suffix?: string;
  decimals?: number;
}) {
  const id = useId();
  return (
    <div className="plan-field">
      <label htmlFor={id}>{label}</label>
      <InputNumber
        inputId={id}
        value={value}
        min={min}
        max={max}
        suffix={suffix}
        maxFractionDigits={decimals}
        locale="es-VE"
        size={6}
        onValueChange={(e) => {
          const v = e.value;
          // The input also reports the value it was given (after an undo): that is no edit.
          if (typeof v === 'number' && v !== value && v >= min && v <= max) onChange(v);
        }}
      />
    </div>
  );
}

export function TextField({
  label,
  value,
  onChange,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  maxLength: number;
}) {
  const id = useId();
  return (
    <div className="plan-field">
      <label htmlFor={id}>{label}</label>
      <InputText
        id={id}
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { label: string; value: T }[];
  onChange: (v: T) => void;
}) {
  const id = useId();
  return (
    <div className="plan-field">
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <Dropdown
        inputId={id}
        ariaLabelledBy={`${id}-label`}
        value={value}
        options={[...options]}
        onChange={(e) => onChange(e.value as T)}
      />
    </div>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="plan-field plan-field--check">
      <Checkbox inputId={id} checked={checked} onChange={(e) => onChange(e.checked === true)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
