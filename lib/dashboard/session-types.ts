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

/** What the sign-in page hears through next-auth's `error` when the password was right but a second step is due. */
export type SecondStepDue = { two_factor: "code" | "setup"; challenge: string };
