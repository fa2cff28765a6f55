import { CurrenciesScreen } from "@/components/dashboard/currencies/currencies-screen";

export default function CurrenciesPage() {
  return <CurrenciesScreen />;
}
