import { MarketingTabs } from "@/components/dashboard/marketing/marketing-tabs";

export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <div>
      <MarketingTabs />
      {children}
    </div>
  );
}
