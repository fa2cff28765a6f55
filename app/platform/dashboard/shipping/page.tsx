import { ShippingScreen } from "@/components/dashboard/shipping/shipping-screen";

export default function ShippingPage() {
  return <ShippingScreen />;
}
