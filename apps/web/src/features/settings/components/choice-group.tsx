import { RadioButton } from 'primereact/radiobutton';

interface ChoiceGroupProps<T extends string> {
  name: string;
  legend: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A labelled radio group (fieldset + legend), one label per option. */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="settings-group">
      <legend className="font-semibold mb-3">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((option) => (
          <div key={option.value} className="flex align-items-center gap-2">
            <RadioButton
              inputId={`${name}-${option.value}`}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={`${name}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
