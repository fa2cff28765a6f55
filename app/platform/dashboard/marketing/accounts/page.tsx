import { AccountsScreen } from "@/components/dashboard/marketing/accounts-screen";

export default function AccountsPage() {
  return <AccountsScreen />;
}
