import { OrdersScreen } from "@/components/dashboard/orders/orders-screen";

/** `?customer_id=`: one customer's orders (the customer page's "All orders" link). */
export default async function OrdersPage({ searchParams }: { searchParams: Promise<{ customer_id?: string | string[] }> }) {
  const { customer_id } = await searchParams;
  return <OrdersScreen customerId={typeof customer_id === "string" && /^\d{1,10}$/.test(customer_id) ? customer_id : ""} />;
}
