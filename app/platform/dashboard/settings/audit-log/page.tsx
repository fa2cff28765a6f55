import { AuditLogScreen } from "@/components/dashboard/staff/audit-log-screen";

export default function AuditLogPage() {
  return <AuditLogScreen />;
}
