import { ReturnsScreen } from "@/components/dashboard/returns/returns-screen";

export default function ReturnsPage() {
  return <ReturnsScreen />;
}
