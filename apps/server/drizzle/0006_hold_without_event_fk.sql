-- Every hold of an on-sale inserted a seat_holds row whose key pointed at the one event row:
-- each took FOR KEY SHARE on it, and many at once made PostgreSQL build multixacts. The
-- event is copied from the seat (which keeps its own key to events). Decision 015.
ALTER TABLE "seat_holds" DROP CONSTRAINT "seat_holds_event_id_events_id_fk";
