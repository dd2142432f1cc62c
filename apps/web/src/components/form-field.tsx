import type { ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { InputNumber } from 'primereact/inputnumber';
import { InputText, type InputTextProps } from 'primereact/inputtext';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}

/** A label tied to its input by id, and the field's error right under it. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="block font-medium mb-2">
        {label}
      </label>
      {children}
      {error ? (
        <small id={`${id}-error`} className="p-error block mt-1" role="alert">
          {error}
        </small>
      ) : hint ? (
        <small id={`${id}-hint`} className="block mt-1 text-color-secondary">
          {hint}
        </small>
      ) : null}
    </div>
  );
}

/** aria props for the input inside a FormField. */
export function fieldAria(id: string, error?: string) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

interface TextFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  type?: string;
  className?: string;
  /** What react-hook-form's `register(name)` returns. */
  registration: UseFormRegisterReturn;
  /** More attributes of the input (disabled, inputMode, placeholder, min/max…). */
  input?: Pick<
    InputTextProps,
    'disabled' | 'inputMode' | 'placeholder' | 'maxLength' | 'min' | 'max' | 'autoComplete'
  >;
}

/** A labelled text input registered with react-hook-form, its error or hint under it. */
export function TextField({
  id,
  label,
  error,
  hint,
  type = 'text',
  className,
  registration,
  input,
}: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <InputText
        id={id}
        type={type}
        className="w-full"
        {...input}
        invalid={!!error}
        {...fieldAria(id, error)}
        {...registration}
      />
    </FormField>
  );
}

interface NumberFieldProps<T extends FieldValues> {
  id: string;
  label: string;
  control: Control<T>;
  name: FieldPath<T>;
  error?: string;
  hint?: string;
  className?: string;
  min?: number;
  max?: number;
  /** Thousands separators (es-VE) in the box; off for small counts. */
  grouping?: boolean;
  /** What an emptied box means: a number (e.g. 0) or null (no value). */
  empty?: number | null;
}

/** A labelled whole-number input bound to a react-hook-form field, its error or hint under it. */
export function NumberField<T extends FieldValues>({
  id,
  label,
  control,
  name,
  error,
  hint,
  className,
  min,
  max,
  grouping = true,
  empty = null,
}: NumberFieldProps<T>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <InputNumber
            inputId={id}
            className="w-full"
            value={field.value ?? empty}
            min={min}
            max={max}
            useGrouping={grouping}
            locale="es-VE"
            onValueChange={(e) => field.onChange(e.value ?? empty)}
            invalid={!!error}
            {...fieldAria(id, error)}
          />
        )}
      />
    </FormField>
  );
}
