import { Logo } from '../../../components/logo';

/** Spec §2: the footer shows the logo in the light or dark variant. */
export function PublicFooter() {
  return (
    <footer className="public-footer">
      <Logo height={30} />
      <p className="m-0 text-color-secondary text-sm">
        Venta de entradas con asientos numerados · Venezuela · © {new Date().getFullYear()} Tickera
      </p>
    </footer>
  );
}
