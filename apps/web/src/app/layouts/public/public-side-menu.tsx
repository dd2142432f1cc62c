import { Link } from 'react-router';
import { Sidebar } from 'primereact/sidebar';
import { Logo } from '../../../components/logo';

/** Spec §2: the public side menu lists Eventos, Nosotros and Contacto, all to "/". */
const ENTRIES = [
  { label: 'Eventos', icon: 'pi pi-ticket' },
  { label: 'Nosotros', icon: 'pi pi-users' },
  { label: 'Contacto', icon: 'pi pi-envelope' },
];

export function PublicSideMenu({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  return (
    <Sidebar
      visible={visible}
      onHide={onHide}
      position="left"
      header={<Logo height={30} />}
      aria-label="Menú lateral"
      className="public-side-menu"
    >
      <nav aria-label="Menú lateral">
        <ul className="list-none p-0 m-0">
          {ENTRIES.map((entry) => (
            <li key={entry.label}>
              <Link to="/" className="public-side-link" onClick={onHide}>
                <i className={entry.icon} aria-hidden="true" />
                <span>{entry.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Sidebar>
  );
}
