import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { fieldErrorsOf, messageOf } from '../lib/http';
import { useToast } from '../lib/toast';

interface FormDialogProps<TForm extends FieldValues, TValues, TResult> {
  header: string;
  /** Dialogs mounted only while open leave it out (visible). */
  visible?: boolean;
  onHide: () => void;
  /** CSS width, e.g. 'min(36rem, 95vw)'. */
  width: string;
  /** What `useForm` returned: the dialog submits it and shows the server's field errors on it. */
  form: UseFormReturn<TForm, unknown, TValues>;
  /** The request; its answer goes to `successToast` and `onSaved`. */
  save: (values: TValues) => Promise<TResult>;
  /** Query keys the save makes stale. */
  invalidates?: QueryKey[];
  successToast: (result: TResult) => [summary: string, detail: string];
  /** Toast title when the save fails (the detail is the server's Spanish message). */
  failureSummary: string;
  onSaved: (result: TResult) => void;
  /** The server's field path → the form's field; by default a top-level field of the same name. */
  fieldOf?: (path: string) => Path<TForm> | null;
  /** An edit that changed nothing closes without a request. */
  nothingToSave?: (values: TValues) => boolean;
  submitLabel: string;
  submitIcon: string;
  /** A live summary at the start of the footer, instead of the "Cancelar" button. */
  summary?: ReactNode;
  /** Below the form (a note to the user). */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * Every create/edit dialog: the fields (children) in a grid form, "Cancelar" and the submit
 * button with its pending state, the request, its toasts, and the server's field errors
 * (400 VALIDATION) shown under their fields.
 */
export function FormDialog<TForm extends FieldValues, TValues, TResult>(
  props: FormDialogProps<TForm, TValues, TResult>,
) {
  const { form, onHide, fieldOf, summary } = props;
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: props.save,
    onSuccess: (result) => {
      for (const queryKey of props.invalidates ?? [])
        void queryClient.invalidateQueries({ queryKey });
      toast.show('success', ...props.successToast(result));
      props.onSaved(result);
    },
    onError: (error) => {
      const known = (path: string) => (path in form.getValues() ? (path as Path<TForm>) : null);
      for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
        const field = (fieldOf ?? known)(path);
        if (field) form.setError(field, { message });
      }
      toast.show('error', props.failureSummary, messageOf(error, 'Intente nuevamente.'));
    },
  });
  const submit = form.handleSubmit((values) => {
    if (props.nothingToSave?.(values)) return onHide();
    mutation.mutate(values);
  });
  const submitButton = (
    <Button
      label={props.submitLabel}
      icon={props.submitIcon}
      loading={mutation.isPending}
      onClick={() => void submit()}
    />
  );

  return (
    <Dialog
      header={props.header}
      visible={props.visible ?? true}
      onHide={onHide}
      style={{ width: props.width }}
      footer={
        summary === undefined ? (
          <div className="flex justify-content-end gap-2">
            <Button label="Cancelar" text onClick={onHide} />
            {submitButton}
          </div>
        ) : (
          <div className="flex justify-content-between align-items-center gap-2">
            <span className="text-color-secondary" aria-live="polite">
              {summary}
            </span>
            {submitButton}
          </div>
        )
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="formgrid grid">
        {props.children}
      </form>
      {props.after}
    </Dialog>
  );
}
