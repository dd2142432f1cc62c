import { Message } from 'primereact/message';
import { SPEC_MESSAGES } from '@tickera/shared/messages';

/** Spec §6: a role mismatch shows the alert 'Acceso Denegado' instead of the page. */
export function AccessDenied() {
  return (
    <section className="card">
      <Message
        severity="error"
        text={SPEC_MESSAGES.accessDenied}
        className="w-full justify-content-start"
      />
    </section>
  );
}
