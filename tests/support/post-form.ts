/** A blog post's form as staff fill it in (the dashboard's post editor, the content use cases' tests). */
export const POST_FORM = {
  kind: "blog",
  title: "Ferries",
  slug: "ferries",
  summary: "How to ride them.",
  category: "islands",
  author: "Ana Reyes",
  body: "Body",
};
