import { ReviewsScreen } from "@/components/dashboard/reviews/reviews-screen";

export default function ReviewsPage() {
  return <ReviewsScreen />;
}
