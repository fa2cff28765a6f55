import { CustomersScreen } from "@/components/dashboard/customers/customers-screen";

export default function CustomersPage() {
  return <CustomersScreen />;
}
