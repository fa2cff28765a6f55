import { SettingsScreen } from "@/components/dashboard/settings/settings-screen";

export default function SettingsPage() {
  return <SettingsScreen />;
}
