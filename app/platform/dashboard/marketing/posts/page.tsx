import { PostsScreen } from "@/components/dashboard/marketing/posts-screen";

export default function PostsPage() {
  return <PostsScreen />;
}
