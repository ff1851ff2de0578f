/**
 * The route table: the URLs of design/routes.md, independent of file names.
 */
import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every page is also served in Filipino under /fil: the same routes, with /fil as React Router's
 * basename for those requests (server/app.ts), so the manifest is not doubled and every <Link> and
 * <Form> keeps the prefix by itself (docs/decisions/035-languages.md).
 */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),

  // Accounts
  layout("routes/auth/auth-layout.tsx", [
    route("login", "routes/auth/login.tsx"),
    route("register", "routes/auth/register.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("reset-password/:token", "routes/auth/reset-password.tsx"),
    route("verify-email", "routes/auth/verify-email.tsx"),
    route("confirm-password", "routes/auth/confirm-password.tsx"),
  ]),
  route("verify-email/:token", "routes/auth/verify-email-token.tsx"),
  route("logout", "routes/auth/logout.tsx"),

  // Signed-in area
  ...prefix("dashboard", [
    layout("routes/dashboard/dashboard-layout.tsx", [
      index("routes/dashboard/index.tsx"),
      route("chatbot", "routes/dashboard/chatbot.tsx"),
      route("inbox", "routes/dashboard/inbox.tsx"),
      route("inbox/:id", "routes/dashboard/inbox-message.tsx"),
      route("outbox", "routes/dashboard/outbox.tsx"),
      route("posts", "routes/dashboard/posts.tsx"),
      route("posts/new", "routes/dashboard/post-edit.tsx", { id: "dashboard/posts/new" }),
      route("posts/:id", "routes/dashboard/post-edit.tsx", { id: "dashboard/posts/edit" }),
    ]),
  ]),
  ...prefix("settings", [
    index("routes/settings/index.tsx"),
    layout("routes/settings/settings-layout.tsx", [
      route("profile", "routes/settings/profile.tsx"),
      route("password", "routes/settings/password.tsx"),
      route("appearance", "routes/settings/appearance.tsx"),
    ]),
  ]),

  // The sandbox payment gateway's pages (core/payments/sandbox-gateway.ts)
  route("payments/sandbox/challenge/:paymentId", "routes/payments/sandbox-challenge.tsx"),
  route("payments/sandbox/wallet/:paymentId", "routes/payments/sandbox-wallet.tsx"),

  // Flights: search to ticket
  ...prefix("flights", [
    index("routes/flights/search.tsx"),
    route("results", "routes/flights/results.tsx"),
    route("passengers", "routes/flights/passengers.tsx"),
    route("add-ons", "routes/flights/add-ons.tsx"),
    route("review", "routes/flights/review.tsx"),
    route("payment", "routes/flights/payment.tsx"),
    route("payment/return", "routes/flights/payment-return.tsx"),
    route("confirmation/:reference", "routes/flights/confirmation.tsx"),
    route("confirmation/:reference/e-ticket.pdf", "routes/flights/e-ticket.ts"),
    route("fare-rules/:fareSourceCode", "routes/flights/fare-rules.tsx"),
    route("manage", "routes/flights/manage.tsx"),
    // A confirmation e-mail's link to the trip, no last name asked (core/shared/trip-links.ts)
    route("open/:key", "routes/trip-link.tsx", { id: "flights/trip-link" }),
    // After the ticket (docs/decisions/014-post-ticketing.md)
    route("airlines", "routes/flights/airlines.tsx"),
    route("requests", "routes/flights/requests.tsx"),
    route("bookings/:reference/void-quote", "routes/flights/ptr-quote.tsx", { id: "flights/void-quote" }),
    route("bookings/:reference/refund-quote", "routes/flights/ptr-quote.tsx", { id: "flights/refund-quote" }),
    route("bookings/:reference/void", "routes/flights/ptr-execute.tsx", { id: "flights/void" }),
    route("bookings/:reference/refund", "routes/flights/ptr-execute.tsx", { id: "flights/refund" }),
    route("bookings/:reference/reissue-quote", "routes/flights/reissue-quote.tsx"),
    route("bookings/:reference/reissue", "routes/flights/reissue.tsx"),
    route("bookings/:reference/cancel", "routes/flights/cancel.tsx"),
  ]),

  // Areas that later issues build
  ...prefix("hotels", [
    index("routes/hotels/search.tsx"),
    route("results", "routes/hotels/results.tsx"),
    route("checkout", "routes/hotels/checkout.tsx"),
    route("checkout/return", "routes/hotels/checkout-return.tsx"),
    route("confirmation/:reference", "routes/hotels/confirmation.tsx"),
    route("confirmation/:reference/voucher", "routes/hotels/voucher.tsx"),
    route("confirmation/:reference/cancel", "routes/hotels/cancel.tsx"),
    route("open/:key", "routes/trip-link.tsx", { id: "hotels/trip-link" }),
    route(":hotelId", "routes/hotels/details.tsx"),
    route(":hotelId/rooms/:roomId", "routes/hotels/room.tsx"),
  ]),
  route("travel-circuits", "routes/travel-circuits/index.tsx"),
  route("travel-circuits/:slug", "routes/travel-circuits/guide.tsx"),
  ...prefix("travel-itinerary", [
    index("routes/travel-itinerary/planner.tsx"),
    route("shared/:token", "routes/travel-itinerary/shared.tsx"),
    route(":id", "routes/travel-itinerary/saved.tsx"),
  ]),
  // Blog, travel news, site search and SEO files (docs/decisions/016-blog-news-search.md)
  ...prefix("blog", [
    index("routes/blog/list.tsx", { id: "blog/index" }),
    route("category/:category", "routes/blog/list.tsx", { id: "blog/category" }),
    route("ordered-by/:order", "routes/blog/list.tsx", { id: "blog/ordered-by" }),
    route("rss.xml", "routes/blog/rss.ts"),
    route(":slug", "routes/blog/post.tsx"),
  ]),
  route("search", "routes/search.tsx"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("contact", "routes/contact.tsx"),
  route("chatbot-demo", "routes/chatbot-demo.tsx"),
  route("stay-informed/weather", "routes/stay-informed/weather.tsx"),
  route("stay-informed/tide", "routes/stay-informed/tide.tsx"),
  route("stay-informed/transportation", "routes/stay-informed/transportation.tsx"),
  route("stay-informed/travel-news", "routes/stay-informed/travel-news.tsx"),
  route("stay-informed/travel-news/:slug", "routes/stay-informed/travel-news-item.tsx"),
  route("stay-informed/safety-security", "routes/stay-informed/safety-security.tsx"),
  route("stay-informed/local-map", "routes/stay-informed/local-map.tsx"),

  route("__test/error", "routes/test-error.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
