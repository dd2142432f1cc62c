import type { EventCategory } from '@tickera/shared/constants';

/** How each spec §9 category looks when an event has no banner image. */
export const CATEGORY_LOOK: Record<EventCategory, { label: string; icon: string }> = {
  DEPORTE: { label: 'Deporte', icon: 'pi pi-trophy' },
  CONCIERTO: { label: 'Concierto', icon: 'pi pi-microphone' },
};

export function categoryLook(category: string) {
  return CATEGORY_LOOK[category as EventCategory] ?? { label: category, icon: 'pi pi-ticket' };
}

export const ZONE_TYPE_LABELS: Record<string, string> = {
  GENERAL: 'General',
  DANCEFLOOR: 'Dancefloor',
  VIP: 'VIP',
};
