import { useId, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import './image-field.css';

interface ImageFieldProps {
  label: string;
  value: string;
  onChange: (dataUrl: string) => void;
  /** The API's limit on the data URL's length (characters). */
  maxChars: number;
  previewHeight?: number;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** An image sent as a data URL: pick a file, see it, or take it away. */
export function ImageField({
  label,
  value,
  onChange,
  maxChars,
  previewHeight = 72,
}: ImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError('El archivo no es una imagen.');
      return;
    }
    const dataUrl = await readAsDataUrl(file);
    if (dataUrl.length > maxChars) {
      setError(`La imagen es muy pesada (máximo ${Math.floor((maxChars * 0.75) / 1024)} KB).`);
      return;
    }
    setError(null);
    onChange(dataUrl);
  };

  return (
    <div className="field">
      <label htmlFor={id} className="block font-medium mb-2">
        {label}
      </label>
      <div className="image-field">
        <div className="image-field-preview" style={{ height: previewHeight }}>
          {value ? <img src={value} alt={`Vista previa: ${label}`} /> : <span>Sin imagen</span>}
        </div>
        <div className="flex flex-column gap-1">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/*"
            className="image-field-input"
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button
            type="button"
            label={value ? 'Cambiar' : 'Elegir imagen'}
            icon="pi pi-upload"
            size="small"
            outlined
            onClick={() => input.current?.click()}
          />
          {value ? (
            <Button
              type="button"
              label="Quitar"
              icon="pi pi-trash"
              size="small"
              text
              severity="danger"
              onClick={() => onChange('')}
            />
          ) : null}
        </div>
      </div>
      {error ? (
        <small className="p-error block mt-1" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}
