import { redirect } from "next/navigation";

// The area opens on its main job: posts.
export default function MarketingPage() {
  redirect("/dashboard/marketing/posts");
}
