import { NewProduct } from "@/components/dashboard/products/new-product";

export default function NewProductPage() {
  return <NewProduct />;
}
