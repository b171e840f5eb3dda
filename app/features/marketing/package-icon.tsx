import {
  Clock,
  Globe,
  Heart,
  HeartHandshake,
  type LucideIcon,
  MapPin,
  Shuffle,
  Sparkles,
  Users,
  UsersRound,
  Video,
} from "lucide-react";

/** The catalogue stores icon names (kebab-case, as lucide names them); only these are bundled. */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  video: Video,
  heart: Heart,
  users: Users,
  clock: Clock,
  "heart-handshake": HeartHandshake,
  "map-pin": MapPin,
  shuffle: Shuffle,
  "users-round": UsersRound,
  sparkles: Sparkles,
  globe: Globe,
};

/** An icon an admin adds later without a mapping still gets a sensible mark rather than nothing. */
export function PackageIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Sparkles;
  return <Icon className={className} aria-hidden="true" />;
}
