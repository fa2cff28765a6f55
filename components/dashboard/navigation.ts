import type { shellMessages } from "@/lib/dashboard/messages/shell";
import type { Area } from "@/lib/staff/roles";

type Key = Parameters<typeof shellMessages>[1];
/** Each screen, and the area whose read it needs: a role that lacks it is not shown the screen. */
export const NAVIGATION: { key: Key; href: string; area: Area }[] = [
  { key: "overview", href: "/dashboard", area: "overview" },
  { key: "products", href: "/dashboard/products", area: "catalog" },
  { key: "categories", href: "/dashboard/categories", area: "catalog" },
  { key: "orders", href: "/dashboard/orders", area: "orders" },
  { key: "returns", href: "/dashboard/returns", area: "orders" },
  { key: "customers", href: "/dashboard/customers", area: "customers" },
  { key: "reviews", href: "/dashboard/reviews", area: "marketing" },
  { key: "coupons", href: "/dashboard/coupons", area: "marketing" },
  { key: "shipping", href: "/dashboard/shipping", area: "settings" },
  { key: "payments", href: "/dashboard/payments", area: "payments" },
  { key: "currencies", href: "/dashboard/currencies", area: "settings" },
  { key: "media", href: "/dashboard/media", area: "media" },
  { key: "marketing", href: "/dashboard/marketing", area: "marketing" },
  { key: "settings", href: "/dashboard/settings", area: "settings" },
  { key: "staff", href: "/dashboard/settings/staff", area: "staff" },
  { key: "webhooks", href: "/dashboard/settings/webhooks", area: "settings" },
  { key: "auditLog", href: "/dashboard/settings/audit-log", area: "audit" },
];

/** The screen a path is on: the longest address it starts with, so that the staff screen is not taken for the settings. */
export function screenOf(pathname: string) {
  return NAVIGATION.filter(({ href }) => pathname === href || pathname.startsWith(`${href}/`)).sort((a, b) => b.href.length - a.href.length)[0];
}
