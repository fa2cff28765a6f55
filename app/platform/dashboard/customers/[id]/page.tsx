import { CustomerDetail } from "@/components/dashboard/customers/customer-detail";

export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  return <CustomerDetail id={(await params).id} />;
}
