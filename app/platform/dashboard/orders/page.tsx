import { OrdersScreen } from "@/components/dashboard/orders/orders-screen";

export default function OrdersPage() {
  return <OrdersScreen />;
}
