import { CampaignsScreen } from "@/components/dashboard/marketing/campaigns-screen";

export default function CampaignsPage() {
  return <CampaignsScreen />;
}
