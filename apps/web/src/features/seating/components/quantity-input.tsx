import { InputNumber } from 'primereact/inputnumber';

/** Most seats or places one request asks for on the map, whatever a zone's web cap says. */
const QUANTITY_LIMIT = 10;

/** The most a dialog offers: the zone's web cap (zone.maxSeatsWeb), never above QUANTITY_LIMIT. */
export const quantityMax = (zoneCap: number | null | undefined): number =>
  Math.min(QUANTITY_LIMIT, zoneCap || QUANTITY_LIMIT);

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
