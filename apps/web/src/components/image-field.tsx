import { useId, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { IMAGE_MAX_BYTES } from '@tickera/shared/constants';
import './image-field.css';

interface ImageFieldProps {
  label: string;
  value: string;
  onChange: (dataUrl: string) => void;
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

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

/** An image sent as a data URL: pick a file, see it, or take it away. */
export function ImageField({ label, value, onChange, previewHeight = 72 }: ImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    // A first answer here; the server judges the bytes themselves (decision 023).
    if (!ACCEPTED.includes(file.type)) {
      setError('La imagen debe ser PNG, JPEG o WebP.');
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setError(`La imagen es muy pesada (máximo ${IMAGE_MAX_BYTES / 1024 / 1024} MB).`);
      return;
    }
    setError(null);
    onChange(await readAsDataUrl(file));
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
            accept={ACCEPTED.join(',')}
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
