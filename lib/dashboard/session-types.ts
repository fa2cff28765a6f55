/** The owner's store as the dashboard's session carries it (from the administration API's `/user`). */
export type DashboardStore = {
  id: number;
  name: string;
  subdomain: string;
  url: string;
  language: string;
  default_currency: string;
};
