import { Message } from 'primereact/message';

/** Placeholder for a screen another issue delivers: its title and nothing that pretends to work. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <section className="card">
      <h1 className="text-2xl font-semibold mt-0 mb-4">{title}</h1>
      <Message
        severity="warn"
        text="Esta sección está en construcción."
        className="w-full justify-content-start"
      />
    </section>
  );
}
