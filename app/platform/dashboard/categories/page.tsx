import { CategoriesScreen } from "@/components/dashboard/categories/categories-screen";

export default function CategoriesPage() {
  return <CategoriesScreen />;
}
