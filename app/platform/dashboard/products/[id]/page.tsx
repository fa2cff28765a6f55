import { ProductEditor } from "@/components/dashboard/products/product-editor";

export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  return <ProductEditor id={(await params).id} />;
}
