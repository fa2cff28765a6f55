import { PaymentsScreen } from "@/components/dashboard/payments/payments-screen";

export default function PaymentsPage() {
  return <PaymentsScreen />;
}
