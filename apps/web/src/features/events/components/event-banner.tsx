import { calendarBadge } from '../../../lib/format';
import { categoryLook } from '../category';

interface EventBannerProps {
  name: string;
  code: string;
  category: string;
  startAt: string;
  bannerUrl: string | null;
  size?: 'card' | 'hero';
}

/** The event's banner, or a placeholder in the category's colours; a date badge on top. */
export function EventBanner({
  name,
  code,
  category,
  startAt,
  bannerUrl,
  size = 'card',
}: EventBannerProps) {
  const look = categoryLook(category);
  const badge = calendarBadge(startAt);
  return (
    <div className={`event-banner event-banner-${size} category-${category.toLowerCase()}`}>
      {bannerUrl ? (
        <img src={bannerUrl} alt={name} className="event-banner-image" loading="lazy" />
      ) : (
        <div className="event-banner-placeholder" aria-hidden="true">
          <i className={look.icon} />
          <span className="event-banner-code">{code}</span>
        </div>
      )}
      <div className="event-date-badge" aria-hidden="true">
        <span className="event-date-day">{badge.day}</span>
        <span className="event-date-month">{badge.month}</span>
      </div>
      <span className="event-category-chip">
        <i className={look.icon} aria-hidden="true" /> {look.label}
      </span>
    </div>
  );
}
