import { OrderDetail } from "@/components/dashboard/orders/order-detail";

export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  return <OrderDetail id={(await params).id} />;
}
