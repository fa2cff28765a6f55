import { StaffScreen } from "@/components/dashboard/staff/staff-screen";

export default function StaffPage() {
  return <StaffScreen />;
}
