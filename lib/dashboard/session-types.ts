import type { Role } from "../staff/roles";

/** The store as the dashboard's session carries it (from the administration API's `/user`), with the signed-in person's role in it. */
export type DashboardStore = {
  role: Role;
  id: number;
  name: string;
  subdomain: string;
  url: string;
  language: string;
  default_currency: string;
};
