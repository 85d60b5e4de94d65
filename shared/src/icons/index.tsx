/**
 * The icons a content record may name, drawn by the division layouts and by the static kit's
 * blocks: a module of its own below both, so the static kit never imports the division kit.
 */
import {
  Award,
  BadgeCheck,
  Bird,
  Clock,
  Droplets,
  Egg,
  Factory,
  FlaskConical,
  Gauge,
  Headset,
  HeartPulse,
  IndianRupee,
  Leaf,
  Microscope,
  Milk,
  Package,
  Recycle,
  Scale,
  Settings2,
  ShieldCheck,
  Snowflake,
  Sprout,
  Sun,
  Thermometer,
  Truck,
  Users,
  Wheat,
  Wind,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** The icons content records may name (why-choose cards); drawn with lucide, no icon font. */
const icons = {
  award: Award,
  badge: BadgeCheck,
  bird: Bird,
  clock: Clock,
  water: Droplets,
  egg: Egg,
  factory: Factory,
  lab: FlaskConical,
  gauge: Gauge,
  support: Headset,
  health: HeartPulse,
  rupee: IndianRupee,
  leaf: Leaf,
  microscope: Microscope,
  milk: Milk,
  package: Package,
  recycle: Recycle,
  scale: Scale,
  settings: Settings2,
  shield: ShieldCheck,
  cold: Snowflake,
  sprout: Sprout,
  sun: Sun,
  heat: Thermometer,
  truck: Truck,
  people: Users,
  grain: Wheat,
  air: Wind,
  tools: Wrench,
  energy: Zap,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export function Icon({ name, size = 28 }: { name: IconName; size?: number }) {
  const Component = icons[name];
  return <Component size={size} strokeWidth={1.8} aria-hidden="true" focusable="false" />;
}
