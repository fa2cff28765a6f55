import { PlatformsScreen } from "@/components/dashboard/marketing/platforms-screen";

export default function PlatformsPage() {
  return <PlatformsScreen />;
}
