import { ProductsScreen } from "@/components/dashboard/products/products-screen";

export default function ProductsPage() {
  return <ProductsScreen />;
}
