import { WebhooksScreen } from "@/components/dashboard/webhooks/webhooks-screen";

export default function WebhooksPage() {
  return <WebhooksScreen />;
}
