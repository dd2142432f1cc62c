import type { ReactNode } from 'react';

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
