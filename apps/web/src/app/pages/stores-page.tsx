import { RateCard } from '../../features/rates/components/rate-card';
import { BanksPanel } from '../../features/stores/components/banks-panel';
import { StoresPanel } from '../../features/stores/components/stores-panel';
import '../../features/stores/stores.css';

/** /dashboard/store (admin): stores, banks and the exchange rate. */
export function StoresPage() {
  return (
    <>
      <StoresPanel />
      <div className="grid">
        <div className="col-12 xl:col-5">
          <BanksPanel />
        </div>
        <div className="col-12 xl:col-7">
          <RateCard />
        </div>
      </div>
    </>
  );
}
