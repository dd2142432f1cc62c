import { MONTHS_ES } from '@tickera/shared/constants';
import { addLocale, locale, localeOptions } from 'primereact/api';

/** Includes keys (passwordShow, expandLabel…) used at runtime but missing from the d.ts. */
const SPANISH_ARIA: Record<string, string> = {
  close: 'Cerrar',
  collapseLabel: 'Contraer',
  expandLabel: 'Expandir',
  next: 'Siguiente',
  previous: 'Anterior',
  firstPageLabel: 'Primera página',
  lastPageLabel: 'Última página',
  nextPageLabel: 'Página siguiente',
  prevPageLabel: 'Página anterior',
  rowsPerPageLabel: 'Filas por página',
  pageLabel: 'Página {page}',
  passwordShow: 'Mostrar texto',
  passwordHide: 'Ocultar texto',
  scrollTop: 'Volver arriba',
};

/** PrimeReact ships English only; Tickera speaks es-VE (calendars, dialogs, aria labels). */
export function setPrimeReactSpanish(): void {
  const en = localeOptions('en') as { aria?: Record<string, string> };
  addLocale('es', {
    accept: 'Sí',
    reject: 'No',
    choose: 'Elegir',
    upload: 'Subir',
    cancel: 'Cancelar',
    clear: 'Limpiar',
    apply: 'Aplicar',
    today: 'Hoy',
    weekHeader: 'Sem',
    firstDayOfWeek: 1,
    dateFormat: 'dd/mm/yy',
    dayNames: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
    dayNamesShort: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
    dayNamesMin: ['D', 'L', 'M', 'X', 'J', 'V', 'S'],
    monthNames: [...MONTHS_ES],
    monthNamesShort: [
      'ene',
      'feb',
      'mar',
      'abr',
      'may',
      'jun',
      'jul',
      'ago',
      'sep',
      'oct',
      'nov',
      'dic',
    ],
    emptyMessage: 'Sin resultados',
    emptyFilterMessage: 'Sin resultados',
    weak: 'Débil',
    medium: 'Media',
    strong: 'Fuerte',
    passwordPrompt: 'Ingrese una contraseña',
    aria: { ...en.aria, ...SPANISH_ARIA },
  });
  locale('es');
}
