import { Button } from 'primereact/button';
import {
  SCALES,
  updateLayoutConfig,
  useLayoutConfig,
  type ColorScheme,
  type MenuMode,
} from '../../../lib/layout-config';
import { can } from '@tickera/shared/permissions';
import { useAuth } from '../../../lib/session';
import { BusinessSettingsSection } from '../components/business-settings-form';
import { ChoiceGroup } from '../components/choice-group';

const MIN_SCALE = SCALES[0];
const MAX_SCALE = SCALES[SCALES.length - 1];

/**
 * /dashboard/settings: colour scheme, scale and menu mode, kept in localStorage
 * `layoutConfig`; for the admin also "Negocio", the operator's business settings.
 */
export function SettingsPage() {
  const config = useLayoutConfig();
  const { user } = useAuth();

  return (
    <>
      <section className="card">
        <h1 className="text-2xl font-semibold mt-0 mb-4">Configuración</h1>

        <ChoiceGroup<ColorScheme>
          name="colorScheme"
          legend="Esquema de color"
          value={config.colorScheme}
          options={[
            { value: 'light', label: 'Claro' },
            { value: 'dark', label: 'Oscuro' },
          ]}
          onChange={(colorScheme) => updateLayoutConfig({ colorScheme })}
        />

        <fieldset className="settings-group">
          <legend className="font-semibold mb-3">Escala</legend>
          <div className="flex align-items-center gap-2">
            <Button
              type="button"
              icon="pi pi-minus"
              rounded
              text
              aria-label="Reducir escala"
              disabled={config.scale <= MIN_SCALE}
              onClick={() => updateLayoutConfig({ scale: config.scale - 1 })}
            />
            <div className="flex gap-2" aria-hidden="true">
              {SCALES.map((s) => (
                <i
                  key={s}
                  className={`pi pi-circle-fill ${s === config.scale ? 'text-primary' : 'text-300'}`}
                />
              ))}
            </div>
            <Button
              type="button"
              icon="pi pi-plus"
              rounded
              text
              aria-label="Aumentar escala"
              disabled={config.scale >= MAX_SCALE}
              onClick={() => updateLayoutConfig({ scale: config.scale + 1 })}
            />
            <output className="ml-2" aria-live="polite">
              {config.scale} px
            </output>
          </div>
        </fieldset>

        <ChoiceGroup<MenuMode>
          name="menuMode"
          legend="Modo del menú"
          value={config.menuMode}
          options={[
            { value: 'static', label: 'Estático' },
            { value: 'overlay', label: 'Superpuesto' },
          ]}
          onChange={(menuMode) => updateLayoutConfig({ menuMode })}
        />
      </section>
      {can(user?.role, 'settings.manage') ? <BusinessSettingsSection /> : null}
    </>
  );
}
