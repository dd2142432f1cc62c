import { RateCard } from '../../rates/components/rate-card';
import { BanksPanel } from '../components/banks-panel';
import { StoresPanel } from '../components/stores-panel';
import '../stores.css';

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
