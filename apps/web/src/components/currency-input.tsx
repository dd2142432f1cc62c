import { forwardRef, type ComponentProps } from 'react';
import { InputText } from 'primereact/inputtext';
import { decimalToCurrencyInput, formatCurrencyInput, parseCurrencyInput } from '../lib/currency';

interface CurrencyInputProps extends Omit<ComponentProps<typeof InputText>, 'value' | 'onChange'> {
  /** The amount as the API has it: "1234.56". */
  value: string;
  onChange: (value: string) => void;
  /** Shown before the figure ("Bs.S", "USD"). */
  currencyLabel?: string;
}

/**
 * Spec §5 currency input: the person sees "1.234,56" and types digits only (they fill
 * from the right, cash-register style); the form holds the API's "1234.56".
 */
export const CurrencyInput = forwardRef<HTMLInputElement, CurrencyInputProps>(
  function CurrencyInput({ value, onChange, currencyLabel, className, ...rest }, ref) {
    const input = (
      <InputText
        {...rest}
        ref={ref}
        inputMode="numeric"
        autoComplete="off"
        className={className}
        value={decimalToCurrencyInput(value || '0')}
        onChange={(e) => onChange(parseCurrencyInput(formatCurrencyInput(e.target.value)))}
      />
    );
    if (!currencyLabel) return input;
    return (
      <div className="p-inputgroup">
        <span className="p-inputgroup-addon">{currencyLabel}</span>
        {input}
      </div>
    );
  },
);
