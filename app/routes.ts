import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("guides", "routes/guides.tsx"),
  route("guides/:id", "routes/guide-detail.tsx"),
  route("equipment", "routes/equipment.tsx"),
  route("equipment/buying-guide", "routes/buying-guide.tsx"),
  route("suppliers", "routes/suppliers.tsx"),
  route("suppliers/catalog", "routes/supplier-catalog.tsx"),
  route("ai-chat", "routes/ai-chat.tsx", { id: "ai-chat" }),
  route("sublimation-chat", "routes/ai-chat.tsx", { id: "sublimation-chat" }),
  route("subscribe", "routes/subscribe.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("sign-in", "routes/sign-in.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("help-center", "routes/help-center.tsx"),
  route("partners", "routes/partners.tsx"),
  route("admin", "routes/admin.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
