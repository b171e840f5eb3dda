import { CalendarDays, Clock, MapPin, User, Users } from "lucide-react";
import { ACCRA_TIME_LABEL, formatDateRange, formatTimeRange } from "./event-dates";
import { type EventItem, spacesLabel } from "./event-view";

/** Date, time, place, facilitator and places left: the same facts on every event card. */
export function EventFacts({ event }: { event: EventItem }) {
  const facts = [
    {
      icon: CalendarDays,
      label: "Date",
      value: (
        <time dateTime={event.startDate.toISOString()}>
          {formatDateRange(event.startDate, event.endDate)}
          {event.duration ? ` · ${event.duration}` : ""}
        </time>
      ),
    },
    {
      icon: Clock,
      label: "Time",
      value: `${formatTimeRange(event.startDate, event.endDate)}, ${ACCRA_TIME_LABEL}`,
    },
    { icon: MapPin, label: "Location", value: event.location },
    { icon: User, label: "Facilitator", value: event.facilitator },
    { icon: Users, label: "Places", value: spacesLabel(event) },
  ];
  return (
    <dl className="grid gap-2 text-sm text-stone-700">
      {facts.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex gap-2">
          <dt className="flex shrink-0 items-center">
            <Icon aria-hidden className="size-4 text-brand-600" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
