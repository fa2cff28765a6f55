import { ReturnDetail } from "@/components/dashboard/returns/return-detail";

export default async function ReturnPage({ params }: { params: Promise<{ id: string }> }) {
  return <ReturnDetail id={(await params).id} />;
}
