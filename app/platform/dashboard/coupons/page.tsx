import { CouponsScreen } from "@/components/dashboard/coupons/coupons-screen";

export default function CouponsPage() {
  return <CouponsScreen />;
}
