import { TabPanel, TabView } from 'primereact/tabview';
import { AccountSignIn } from './account-sign-in';
import { AccountSignUp } from './account-sign-up';

interface AccountStepProps {
  eventId: string;
  seatIds: string[];
  onLost: (seatIds: string[]) => void;
}

/** An anonymous buyer identifies here, on the same page, without losing the seats. */
export function AccountStep({ eventId, seatIds, onLost }: AccountStepProps) {
  return (
    <section className="card" aria-labelledby="account-title">
      <h2 id="account-title" className="checkout-section-title">
        <span className="step-number">1</span> Sus datos
      </h2>
      <p className="mt-0 text-color-secondary line-height-3">
        Para emitir sus entradas necesitamos una cuenta. Sus asientos siguen reservados mientras
        tanto.
      </p>
      <TabView>
        <TabPanel header="Soy nuevo" leftIcon="pi pi-user-plus mr-2">
          <AccountSignUp />
        </TabPanel>
        <TabPanel header="Ya tengo cuenta" leftIcon="pi pi-sign-in mr-2">
          <AccountSignIn eventId={eventId} seatIds={seatIds} onLost={onLost} />
        </TabPanel>
      </TabView>
    </section>
  );
}
