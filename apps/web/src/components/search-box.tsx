import { useEffect, useRef, useState } from 'react';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';

interface SearchBoxProps {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  onSearch: (value: string) => void;
  className?: string;
}

const DEBOUNCE_MS = 400;

/** A search input that asks once typing pauses (or at once on Intro). */
export function SearchBox({ id, label, value, placeholder, onSearch, className }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [sent, setSent] = useState(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // The URL changed under us (back button, "Limpiar"): show what it says.
  if (value !== sent) {
    setSent(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === sent.trim()) return;
    const timer = window.setTimeout(() => {
      setSent(text.trim());
      onSearchRef.current(text.trim());
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, sent]);

  return (
    <div className={className} style={{ minWidth: '16rem' }}>
      <label htmlFor={id} className="block font-medium mb-2">
        {label}
      </label>
      <IconField iconPosition="left">
        <InputIcon className="pi pi-search" />
        <InputText
          id={id}
          type="search"
          className="w-full"
          value={text}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            setSent(text.trim());
            onSearch(text.trim());
          }}
        />
      </IconField>
    </div>
  );
}
