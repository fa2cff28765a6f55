import { MediaScreen } from "@/components/dashboard/media/media-screen";

export default function MediaPage() {
  return <MediaScreen />;
}
