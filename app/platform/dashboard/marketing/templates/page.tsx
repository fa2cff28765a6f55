import { TemplatesScreen } from "@/components/dashboard/marketing/templates-screen";

export default function TemplatesPage() {
  return <TemplatesScreen />;
}
