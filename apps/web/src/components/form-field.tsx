import type { ReactElement, ReactNode } from 'react';
import {
  Controller,
  get,
  type Control,
  type ControllerRenderProps,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown, type DropdownProps } from 'primereact/dropdown';
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

/** What every field bound through a Controller takes: `fieldsOf(form).bound(name)` and a label. */
interface BoundFieldProps<T extends FieldValues> {
  id: string;
  label: string;
  control: Control<T>;
  name: FieldPath<T>;
  error?: string;
  hint?: string;
  className?: string;
}

/** FormField + Controller: the input is drawn by `render` with the field and its aria props. */
function BoundField<T extends FieldValues>({
  id,
  label,
  control,
  name,
  error,
  hint,
  className,
  render,
}: BoundFieldProps<T> & {
  render: (
    field: ControllerRenderProps<T, FieldPath<T>>,
    aria: ReturnType<typeof fieldAria>,
  ) => ReactElement;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => render(field, fieldAria(id, error))}
      />
    </FormField>
  );
}

interface NumberFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  min?: number;
  max?: number;
  /** Thousands separators (es-VE) in the box; off for small counts. */
  grouping?: boolean;
  /** What an emptied box means: a number (e.g. 0) or null (no value). */
  empty?: number | null;
}

/** A labelled whole-number input bound to a react-hook-form field, its error or hint under it. */
export function NumberField<T extends FieldValues>({
  min,
  max,
  grouping = true,
  empty = null,
  ...bound
}: NumberFieldProps<T>) {
  return (
    <BoundField
      {...bound}
      render={(field, aria) => (
        <InputNumber
          inputId={bound.id}
          className="w-full"
          value={field.value ?? empty}
          min={min}
          max={max}
          useGrouping={grouping}
          locale="es-VE"
          onValueChange={(e) => field.onChange(e.value ?? empty)}
          invalid={!!bound.error}
          {...aria}
        />
      )}
    />
  );
}

/**
 * The wiring of a form's fields, by name: `text('name')` for a TextField, `bound('type')`
 * for a field bound through a Controller (NumberField, DropdownField). Ids are
 * `${prefix}-${name}` in kebab case, so each label points at its input.
 */
export function fieldsOf<T extends FieldValues>(form: UseFormReturn<T>, prefix: string) {
  const id = (name: string) =>
    `${prefix}-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/\./g, '-')}`;
  const error = (name: FieldPath<T>) =>
    (get(form.formState.errors, name) as FieldError | undefined)?.message;
  return {
    text: (name: FieldPath<T>, options?: RegisterOptions<T, FieldPath<T>>) => ({
      id: id(name),
      error: error(name),
      registration: form.register(name, options),
    }),
    bound: (name: FieldPath<T>) => ({
      id: id(name),
      error: error(name),
      control: form.control,
      name,
    }),
  };
}

interface DropdownFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  /** Options, placeholder, filter, showClear… of the PrimeReact Dropdown. */
  dropdown: Omit<DropdownProps, 'inputId' | 'value' | 'onChange'>;
  /** What a cleared choice stores ('' or null); unset: the choice as it is. */
  cleared?: '' | null;
}

/** A labelled Dropdown bound to a react-hook-form field, its error or hint under it. */
export function DropdownField<T extends FieldValues>({
  dropdown,
  cleared,
  ...bound
}: DropdownFieldProps<T>) {
  return (
    <BoundField
      {...bound}
      render={(field, aria) => (
        <Dropdown
          inputId={bound.id}
          className="w-full"
          {...dropdown}
          value={cleared === undefined ? field.value : field.value || null}
          onChange={(e) => field.onChange(cleared === undefined ? e.value : (e.value ?? cleared))}
          onBlur={field.onBlur}
          invalid={!!bound.error}
          {...aria}
        />
      )}
    />
  );
}

/** A checkbox bound to a react-hook-form boolean, its label beside it. */
export function CheckboxField<T extends FieldValues>({
  id,
  label,
  control,
  name,
  className = 'flex align-items-center gap-2',
}: {
  id: string;
  label: string;
  control: Control<T>;
  name: FieldPath<T>;
  error?: string;
  className?: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <div className={className}>
          <Checkbox
            inputId={id}
            checked={!!field.value}
            onChange={(e) => field.onChange(!!e.checked)}
          />
          <label htmlFor={id}>{label}</label>
        </div>
      )}
    />
  );
}
