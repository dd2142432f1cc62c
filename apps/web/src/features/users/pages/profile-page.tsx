import { useQuery } from '@tanstack/react-query';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { ROLE_LABELS } from '@tickera/shared/roles';
import { formatDateTime } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { profileQuery } from '../api/profile-api';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

/** /dashboard/profile: own data and password. */
export function ProfilePage() {
  const { data: profile, error, isPending } = useQuery(profileQuery());

  return (
    <div className="grid">
      <div className="col-12">
        <h1 className="text-2xl font-semibold m-0">Perfil</h1>
      </div>
      <section className="col-12 xl:col-8" aria-labelledby="profile-data-title">
        <div className="card h-full">
          <h2 id="profile-data-title" className="text-xl mt-0">
            Datos personales
          </h2>
          {isPending ? (
            <Skeleton height="12rem" />
          ) : error ? (
            <Message
              severity="error"
              text={messageOf(error, 'No se pudo cargar el perfil')}
              className="w-full"
            />
          ) : (
            <>
              <dl className="profile-facts">
                <dt>Correo</dt>
                <dd>{profile.email ?? '—'}</dd>
                <dt>Rol</dt>
                <dd>{ROLE_LABELS[profile.role]}</dd>
                <dt>Último ingreso</dt>
                <dd>{profile.lastSignInAt ? formatDateTime(profile.lastSignInAt) : '—'}</dd>
              </dl>
              <ProfileForm key={profile.id} profile={profile} />
            </>
          )}
        </div>
      </section>
      <section className="col-12 xl:col-4" aria-labelledby="profile-password-title">
        <div className="card h-full">
          <h2 id="profile-password-title" className="text-xl mt-0">
            Cambiar contraseña
          </h2>
          <PasswordForm email={profile?.email ?? null} />
        </div>
      </section>
    </div>
  );
}
