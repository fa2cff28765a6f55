/** The owner's store as the dashboard's session carries it (from the administration API's `/user`). */
export type DashboardStore = {
  id: number;
  name: string;
  subdomain: string;
  url: string;
  language: string;
  default_currency: string;
};

/** What the sign-in page hears through next-auth's `error` when the password was right but a second step is due. */
export type SecondStepDue = { two_factor: "code" | "setup"; challenge: string };
