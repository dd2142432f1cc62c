import { InputNumber } from 'primereact/inputnumber';

interface QuantityInputProps {
  inputId: string;
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/** How many seats or places: a number between − and + buttons (the map's dialogs). */
export function QuantityInput({ inputId, value, max, disabled, onChange }: QuantityInputProps) {
  return (
    <InputNumber
      inputId={inputId}
      value={value}
      disabled={disabled}
      onValueChange={(e) => onChange(e.value ?? 1)}
      min={1}
      max={max}
      showButtons
      buttonLayout="horizontal"
      incrementButtonIcon="pi pi-plus"
      decrementButtonIcon="pi pi-minus"
      incrementButtonClassName="p-button-secondary"
      decrementButtonClassName="p-button-secondary"
      inputClassName="text-center w-4rem"
    />
  );
}
