import { useState } from 'react';
import { Button } from 'primereact/button';
import { messageOf } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import type { ReportFormat } from '../api/reports-api';

interface DownloadButtonsProps {
  /** [format, visible label] of each button. */
  formats: readonly (readonly [ReportFormat, string])[];
  download: (format: ReportFormat) => Promise<void>;
  /** What is downloaded, for the buttons' accessible names ("Excel (Ventas por día y zona)"). */
  what?: string;
  disabled?: boolean;
}

/** A report's files: one button per format, busy while its file comes, a toast if it fails. */
export function DownloadButtons({ formats, download, what, disabled }: DownloadButtonsProps) {
  const toast = useToast();
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const run = async (format: ReportFormat) => {
    setBusy(format);
    try {
      await download(format);
    } catch (error) {
      toast.show('error', 'No se pudo descargar', messageOf(error, 'Intente nuevamente.'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {formats.map(([format, label]) => (
        <Button
          key={format}
          type="button"
          label={label}
          aria-label={what ? `${label} (${what})` : undefined}
          icon={format === 'pdf' ? 'pi pi-file-pdf' : 'pi pi-download'}
          outlined
          size={what ? 'small' : undefined}
          loading={busy === format}
          disabled={disabled || busy !== null}
          onClick={() => void run(format)}
        />
      ))}
    </>
  );
}
