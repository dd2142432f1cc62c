import { TabPanel, TabView } from 'primereact/tabview';
import { can } from '@tickera/shared/permissions';
import { useAuth } from '../../../lib/session';
import { ClaimsPanel } from '../components/claims-panel';
import { CouponsPanel } from '../components/coupons-panel';

/** /dashboard/claims: the coupons (admin and supervisor set them up; sales reads) and their redemptions. */
export function ClaimsPage() {
  const { user } = useAuth();
  return (
    <section className="card">
      <h1 className="text-2xl mt-0">Cupones Reclamados</h1>
      <TabView>
        <TabPanel header="Reclamados">
          <ClaimsPanel />
        </TabPanel>
        <TabPanel header="Cupones">
          <CouponsPanel canManage={can(user?.role, 'coupons.manage')} />
        </TabPanel>
      </TabView>
    </section>
  );
}
